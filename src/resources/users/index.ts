import type { ResourceOverride } from '../overrides';
import { SuperLoginButton } from './SuperLoginButton';
import { TwoFactorOffInput } from './TwoFactorOffInput';

/** Users: super login per row (role 1); two-factor can only be switched off; platform users have no company. */
const override: ResourceOverride = {
  rowActions: [SuperLoginButton],
  inputs: { twoFactorEnabled: TwoFactorOffInput },
  companyOptional: true,
};

export default override;
