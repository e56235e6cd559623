import type { ResourceOverride } from '../overrides';
import { ActiveInput } from './ActiveInput';
import { LeaveDeleteButton } from './LeaveDeleteButton';
import { RolesInput } from './RolesInput';
import { SuperLoginButton } from './SuperLoginButton';
import { TwoFactorOffInput } from './TwoFactorOffInput';

/**
 * Users: super login per row (role 1); role 1 only offered to platform admins; two-factor can only be
 * switched off; platform users have no company; deleting or deactivating asks for a successor.
 */
const override: ResourceOverride = {
  rowActions: [SuperLoginButton],
  deleteButton: LeaveDeleteButton,
  inputs: { roles: RolesInput, twoFactorEnabled: TwoFactorOffInput, active: ActiveInput },
  companyOptional: true,
};

export default override;
