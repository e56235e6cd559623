/**
 * Companies (tenants), bound to the foundation's `companies` table: a platform admin onboards a
 * company and renames it. Not in the side navigation; role 1's company field refers to it.
 */
import { allow, defineResource, deny } from '../dsl';
import { field } from '../fields';

export const companies = defineResource({
  name: 'companies',
  table: 'companies',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  // Spec §2: only platform admins open its pages; it has no side-navigation entry.
  pages: [1],
  access: {
    list: allow(1),
    show: allow(1),
    create: allow(1),
    edit: allow(1),
    // A company with users and contracts is never deleted through the API.
    delete: deny,
  },
});
