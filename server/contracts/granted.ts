/**
 * What the contract sub-resources (documents, alerts) share: the contract as the caller may see or
 * change it, and the `{id, name}` of the user who added something.
 */

import type { Row } from '../../src/schema/dsl';
import { contracts } from '../../src/schema/resources/contracts';
import { fullName } from '../auth/profile';
import type { ResolvedSession } from '../auth/sessions';
import { users } from '../db/schema';
import { notFound } from '../http/errors';
import { authorize, type Caller, type Grant, grantWhere } from '../resources/access';
import { type Env, loadRow } from '../resources/write';

/**
 * The contract with this id within the caller's grant (tenant, role, location restriction): 401
 * or 403 from the rule, 404 when it is not there or not theirs (never telling which).
 */
export async function grantedContract(
  env: Env,
  caller: Caller | null,
  action: 'show' | 'edit',
  id: number,
): Promise<{ grant: Grant; contract: Row }> {
  const grant = authorize(caller, contracts, action);
  const contract = await loadRow(env, contracts, id, grantWhere(env.registry, contracts, grant));
  if (!contract) throw notFound();
  return { grant, contract };
}

/** The caller behind a download token, as `authorize` takes it. */
export const downloadCaller = (session: ResolvedSession): Caller => ({
  user: session.user,
  viewer: { roles: session.user.roles, hasSubscription: session.hasSubscription },
});

/** The columns of a (left-joined) user that `personOf` needs. */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  affix: users.affix,
  lastName: users.lastName,
};

type Person = { id: number; firstName: string; affix: string; lastName: string };

export const personOf = (user: Person | null): { id: number; name: string } | null =>
  user ? { id: user.id, name: fullName(user) } : null;
