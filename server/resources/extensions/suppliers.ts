import { isNotNull, isNull } from 'drizzle-orm';
import { ApiError } from '../../http/errors';
import { supplierMergeRoutes } from '../../suppliers/merge';
import type { ResourceExtension } from '../extensions';

/**
 * Suppliers: the list filter `own` (true: companies' own suppliers, false: the shared ones) and
 * the platform admin's promote and merge calls (server/suppliers/merge.ts).
 */
const extension: ResourceExtension = {
  filters: {
    own(value, { columns }) {
      if (value === true || value === 'true') return isNotNull(columns.companyId);
      if (value === false || value === 'false') return isNull(columns.companyId);
      throw new ApiError(400, 'Filter own: expected true or false');
    },
  },
  routes: supplierMergeRoutes,
};

export default () => extension;
