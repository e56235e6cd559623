/**
 * Access, applied centrally (docs/architecture.md#a-request): who asks (401), the subscription rule for company data
 * (403), the declaration's rule for the action (403 or a row filter), and the tenant filter.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { canUseCompanyData, isPlatformAdmin } from '../../src/schema/access';
import {
  type AccessContext,
  type Action,
  hasCompanyColumn,
  type Resource,
  type RowFilter,
} from '../../src/schema/dsl';
import type { AuthContext } from '../auth/context';
import { forbidden, unauthorized } from '../http/errors';
import { rowFilterSql } from './conditions';
import type { Registry } from './registry';

export interface Grant {
  auth: Caller;
  context: AccessContext;
  /** The rule's row filter, or null when the rule allows every row (within the tenant). */
  filter: RowFilter | null;
  /** The company every row must belong to, or null (platform scope, or a platform admin). */
  tenant: number | null;
  /** Scope 'platformOrCompany', reading: the shared rows (no company) are reached besides the tenant's. */
  shared: boolean;
}

/** Who asks: a bearer session (request.auth) or the session behind a download token. */
export type Caller = Pick<AuthContext, 'user' | 'viewer'>;

export const accessContextOf = (auth: Caller): AccessContext => ({
  viewer: auth.viewer,
  userId: auth.user.id,
  companyId: isPlatformAdmin(auth.viewer) ? null : auth.user.companyId,
  locationIds: isPlatformAdmin(auth.viewer) ? [] : auth.user.locationIds,
});

/** Throws 401/403, or says what the caller may touch. */
export function authorize(auth: Caller | null, resource: Resource, action: Action): Grant {
  if (!auth) throw unauthorized();
  const tenanted = hasCompanyColumn(resource);
  if (tenanted && !canUseCompanyData(auth.viewer)) throw forbidden('An active subscription is required');
  const context = accessContextOf(auth);
  const tenant = tenanted && !isPlatformAdmin(auth.viewer) ? context.companyId : null;
  // A company user without a company has no company data to touch.
  if (tenanted && !isPlatformAdmin(auth.viewer) && tenant === null) throw forbidden();
  const result = resource.access[action](context);
  if (result === false) throw forbidden();
  const shared = resource.scope === 'platformOrCompany' && (action === 'list' || action === 'show');
  return { auth, context, filter: result === true ? null : result, tenant, shared };
}

/** Tenant filter AND the rule's row filter: the rows this grant reaches. */
export function grantWhere(registry: Registry, resource: Resource, grant: Grant): SQL | undefined {
  const columns = registry.columns(resource);
  return and(
    grant.tenant === null
      ? undefined
      : grant.shared
        ? or(eq(columns.companyId, grant.tenant), isNull(columns.companyId))
        : eq(columns.companyId, grant.tenant),
    grant.filter ? rowFilterSql(resource, columns, grant.filter) : undefined,
  );
}
