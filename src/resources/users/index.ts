import { PLATFORM_ADMIN } from '../../schema/access';
import type { ResourceOverride } from '../overrides';
import { ActiveInput } from './ActiveInput';
import { LeaveDeleteButton } from './LeaveDeleteButton';
import { RolesInput } from './RolesInput';
import { SuperLoginButton } from './SuperLoginButton';
import { TwoFactorOffInput } from './TwoFactorOffInput';

/**
 * Users: super login per row (role 1); role 1 only offered to platform admins; two-factor can only be
 * switched off; platform users have no company, every other user one; deleting or deactivating asks for a successor.
 */
const override: ResourceOverride = {
  rowActions: [SuperLoginButton],
  deleteButton: LeaveDeleteButton,
  inputs: { roles: RolesInput, twoFactorEnabled: TwoFactorOffInput, active: ActiveInput },
  // A company user needs a company; a platform admin has none.
  companyOptional: (values) => Array.isArray(values.roles) && values.roles.includes(PLATFORM_ADMIN),
};

export default override;
