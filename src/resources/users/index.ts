import type { ResourceOverride } from '../overrides';
import { RolesInput } from './RolesInput';
import { SuperLoginButton } from './SuperLoginButton';
import { TwoFactorOffInput } from './TwoFactorOffInput';

/**
 * Users: super login per row (role 1); role 1 only offered to platform admins; two-factor can only be
 * switched off; platform users have no company.
 */
const override: ResourceOverride = {
  rowActions: [SuperLoginButton],
  inputs: { roles: RolesInput, twoFactorEnabled: TwoFactorOffInput },
  companyOptional: true,
};

export default override;
