/**
 * Users (docs/requirements.md#roles-and-access), bound to the foundation's `users` table. Company admins manage the
 * users of their company; platform admins all users. The password is hashed by the hook into the
 * server-only `passwordHash` column; sign-in codes can be switched off here, never on.
 */

import { isPlatformAdmin, PLATFORM_ADMIN } from '../access';
import { accessByRole, defineResource, type HookContext, type ResourceHooks, type Row } from '../dsl';
import { field } from '../fields';
import { passwordProblem } from '../password-policy';
import { companyOf, idList } from './hook-helpers';

/** A save's field errors, gathered so the form shows them all at once (`context.failFields`). */
type Errors = Record<string, string>;

const error = (errors: Errors, field: string, key: string): void => {
  errors[field] ??= `resources.users.errors.${key}`;
};

/** Role 1 is for platform admins, granted by platform admins, to users without a company. */
function checkRoles(
  context: HookContext,
  errors: Errors,
  roles: readonly number[],
  companyId: number | null,
): void {
  const platform = roles.includes(PLATFORM_ADMIN);
  if (platform && !isPlatformAdmin(context.viewer)) error(errors, 'roles', 'platform_role_forbidden');
  if (platform && companyId !== null) error(errors, 'roles', 'platform_role_company');
  if (!platform && companyId === null) error(errors, 'roles', 'company_required');
}

/** Locations with access must be locations of the user's own company. */
async function checkLocations(
  context: HookContext,
  errors: Errors,
  ids: number[],
  companyId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  const found = companyId === null ? [] : await context.find('locations', { id: ids, companyId });
  if (found.length !== ids.length) errors.locationIds ??= 'app.validation.reference';
}

const COMPANY_ADMIN = 2;
const isActiveAdmin = (user: Record<string, unknown>): boolean =>
  user.active !== false && idList(user.roles).includes(COMPANY_ADMIN);

/**
 * A company keeps an active company admin: the last one cannot lose the role, be deactivated or be
 * deleted, or nobody could manage its users and subscription (a platform admin would have to).
 */
async function isLastAdmin(context: HookContext, user: Row): Promise<boolean> {
  if (user.companyId == null || !isActiveAdmin(user)) return false;
  const colleagues = await context.find('users', { companyId: user.companyId as number, active: true });
  return !colleagues.some((other) => other.id !== user.id && isActiveAdmin(other));
}

/**
 * A company admin restricted to some locations manages the users of those locations only: a user
 * whose locations, before and after the save, all lie within the admin's (never an unrestricted
 * user, who sees every location), and not their own locations, or they could lift their own limit.
 * Answers what is wrong (an error key of `resources.users.errors`), or null.
 */
function outsideLocations(
  context: HookContext,
  values: Record<string, unknown>,
  existing: Row | null,
): string | null {
  const own = context.locationIds;
  if (own.length === 0 || isPlatformAdmin(context.viewer)) return null;
  const within = (ids: unknown) => idList(ids).length > 0 && idList(ids).every((id) => own.includes(id));
  const self = existing?.id === context.userId;
  if (existing && !self && !within(existing.locationIds)) return 'outside_locations';
  if (!('locationIds' in values)) return null;
  const sorted = (ids: unknown) =>
    idList(ids)
      .sort((a, b) => a - b)
      .join();
  if (self) return sorted(values.locationIds) === sorted(existing?.locationIds) ? null : 'own_locations';
  return within(values.locationIds) ? null : 'outside_locations';
}

/** E-mail addresses sign users in, so they are unique over all companies (ignoring case). */
async function checkEmail(
  context: HookContext,
  errors: Errors,
  emailAddress: string,
  existing: Row | null,
): Promise<void> {
  const same = await context.find('users', { emailAddress });
  if (same.some((user) => user.id !== existing?.id)) errors.emailAddress ??= 'app.validation.unique';
}

/**
 * A user who leaves (deleted or deactivated) must not leave contracts pointing at them: owner,
 * internal contact or receiver. The hand-over call (server/users/hand-over.ts) moves those to a
 * successor first, in the same transaction; a plain delete or deactivation of such a user is
 * refused (docs/requirements.md#roles-and-access).
 */
async function holdsContracts(context: HookContext, userId: number): Promise<boolean> {
  if (!context.has('contracts')) return false;
  for (const role of ['owner', 'receivers', 'internalContacts'] as const) {
    if ((await context.find('contracts', { [role]: userId })).length > 0) return true;
  }
  return false;
}

export const users = defineResource({
  name: 'users',
  table: 'users',
  scope: 'company',
  fields: {
    firstName: field.text({ required: true, list: true, sortable: true, searchable: true }),
    affix: field.text({ max: 20, list: true }),
    lastName: field.text({ required: true, list: true, sortable: true, searchable: true }),
    emailAddress: field.email({ required: true, list: true, sortable: true, searchable: true }),
    telephone: field.phone(),
    roles: field.choices([1, 2, 3, 4], { required: true, list: true, filter: true }),
    active: field.boolean({ default: true, list: true, filter: true }),
    avatar: field.image(),
    twoFactorEnabled: field.boolean({ list: true, help: 'resources.users.help.twoFactorEnabled' }),
    locationIds: field.references('locations', { help: 'resources.users.help.locationIds' }),
    password: field.password({ help: 'resources.users.help.password' }),
  },
  defaultSort: { field: 'lastName', order: 'ASC' },
  recordRepresentation: ['firstName', 'affix', 'lastName'],
  unique: ['emailAddress'],
  pages: [1, 2],
  menu: [1, 2],
  // Full records for the roles that manage them (docs/requirements.md#roles-and-access); contract
  // managers pick from names only, through the options endpoint (server/resources/options.ts).
  access: accessByRole({ read: [1, 2], write: [1, 2] }),
  // Deactivated users free their place, so re-activating one counts again.
  planLimit: { limit: 'maxUsers', counts: { active: true } },
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  async beforeSave(context, input, existing) {
    const { password, ...values } = input;
    const self = existing !== null && existing.id === context.userId;
    const companyId = companyOf(context, values, existing);

    const errors: Errors = {};
    // A role is held once: [3, 3] is [3].
    if (Array.isArray(values.roles)) values.roles = idList(values.roles).sort((a, b) => a - b);
    checkRoles(context, errors, (values.roles ?? existing?.roles ?? []) as number[], companyId);
    const outside = outsideLocations(context, values, existing);
    if (outside) error(errors, 'locationIds', outside);
    if (self && values.active === false) error(errors, 'active', 'deactivate_self');
    if (existing && isActiveAdmin(existing) && !isActiveAdmin({ ...existing, ...values })) {
      if (await isLastAdmin(context, existing))
        error(errors, 'active' in values && values.active === false ? 'active' : 'roles', 'last_admin');
    }
    if (
      values.active === false &&
      existing?.active === true &&
      (await holdsContracts(context, existing.id))
    ) {
      error(errors, 'active', 'hand_over_first');
    }

    if (values.twoFactorEnabled === true && existing?.twoFactorEnabled !== true) {
      error(errors, 'twoFactorEnabled', 'two_factor_on');
    }
    if (values.twoFactorEnabled === false && existing?.twoFactorEnabled === true) {
      values.twoFactorSecret = null;
      values.twoFactorPendingSecret = null;
    }

    if (typeof values.emailAddress === 'string') {
      values.emailAddress = values.emailAddress.toLowerCase();
      await checkEmail(context, errors, values.emailAddress as string, existing);
    }

    if ('locationIds' in values) {
      values.locationIds = idList(values.locationIds);
      await checkLocations(context, errors, values.locationIds as number[], companyId);
    }

    if (typeof password === 'string' && password !== '') {
      // One's own password changes on the account page, which asks for the current one first.
      if (self) error(errors, 'password', 'own_password');
      // The password policy (docs/auth-api.md#passwords) with the user's own name and address.
      const named = (key: string) => (key in values ? values[key] : existing?.[key]);
      const userInputs = ['emailAddress', 'firstName', 'affix', 'lastName'].map((key) => {
        const value = named(key);
        return typeof value === 'string' ? value : null;
      });
      // Imported when used: a static import would put the estimator in the app's bundle.
      const { passwordEstimator } = await import('../password-estimator');
      const problem = passwordProblem(password, await passwordEstimator(), { userInputs });
      if (problem) errors.password ??= problem;
    }
    // Every rule the save breaks at once: the form shows them together.
    context.failFields(errors);
    if (typeof password === 'string' && password !== '') {
      values.passwordHash = await context.hashPassword(password);
    }

    if ('avatar' in values && values.avatar !== (existing?.avatar ?? null)) {
      values.avatarVersion = Number(existing?.avatarVersion ?? 0) + 1;
    }
    return values;
  },

  async afterSave(context, row, existing) {
    if (!existing) return;
    const deactivated = existing.active === true && row.active === false;
    const newPassword = row.passwordHash !== undefined && row.passwordHash !== existing.passwordHash;
    if (deactivated || newPassword) await context.revokeSessions(row.id);
  },

  async beforeDelete(context, row) {
    if (row.id === context.userId) {
      context.fail({ message: 'resources.users.errors.delete_self', status: 409 });
    }
    if (outsideLocations(context, {}, row)) {
      context.fail({ message: 'resources.users.errors.outside_locations', status: 409 });
    }
    if (await isLastAdmin(context, row)) {
      context.fail({ message: 'resources.users.errors.last_admin', status: 409 });
    }
    if (await holdsContracts(context, row.id)) {
      context.fail({ message: 'resources.users.errors.hand_over_first', status: 409 });
    }
  },
};
