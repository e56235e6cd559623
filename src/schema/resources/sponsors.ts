/** Sponsors: platform-wide, kept by platform admins (docs/requirements.md#roles-and-access). */
import { accessByRole, defineResource } from '../dsl';
import { field } from '../fields';

export const sponsors = defineResource({
  name: 'sponsors',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    website: field.text({ max: 300, list: true }),
    logo: field.image({ list: true }),
    description: field.longText(),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  pages: [1],
  menu: [1],
  // No screen outside the platform admin's shows sponsors yet.
  access: accessByRole({ read: [1], write: [1] }),
});
