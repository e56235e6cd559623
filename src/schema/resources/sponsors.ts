/** Sponsors: platform-wide, kept by platform admins (spec §3 "Sponsor"). */
import { allow, defineResource } from '../dsl';
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
  // No screen outside the platform admin's shows sponsors yet.
  access: {
    list: allow(1),
    show: allow(1),
    create: allow(1),
    edit: allow(1),
    delete: allow(1),
  },
});
