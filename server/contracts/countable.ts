import { DASHBOARD_READER, hasRole } from '../../src/schema/access';
import type { Resource, Rule } from '../../src/schema/dsl';
import { contracts } from '../../src/schema/resources/contracts';

/**
 * Who may read the dashboard numbers: whoever may list the contracts, and a dashboard reader
 * (role 4), who may count their company's contracts within their locations but never read one
 * (docs/requirements.md#screens, dashboard).
 */
const countRule: Rule = (context) => {
  const listed = contracts.access.list(context);
  if (listed !== false || !hasRole(context.viewer, DASHBOARD_READER)) return listed;
  return context.locationIds.length > 0 ? { location: context.locationIds } : true;
};
export const countableContracts: Resource = {
  ...contracts,
  access: { ...contracts.access, list: countRule },
};
