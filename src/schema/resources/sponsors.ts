/**
 * Sponsors: platform-wide, kept by platform admins (docs/requirements.md#offers). An active sponsor
 * with an e-mail address is asked for non-binding offers on the opted-in contracts of the supplier
 * types it names (server/offers).
 */
import { accessByRole, defineResource } from '../dsl';
import { field } from '../fields';
import { WEB_ADDRESS_FIELD } from '../web-address';

export const sponsors = defineResource({
  name: 'sponsors',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    contactName: field.text({ max: 200, list: true }),
    emailAddress: field.email({ list: true, searchable: true, help: 'resources.sponsors.help.emailAddress' }),
    supplierTypes: field.references('supplier-types', {
      where: { purchasingAdvice: true },
      help: 'resources.sponsors.help.supplierTypes',
    }),
    active: field.boolean({ default: true, list: true, filter: true }),
    website: field.text(WEB_ADDRESS_FIELD),
    logo: field.image({ list: true }),
    description: field.longText(),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  pages: [1],
  menu: [1],
  // Companies see a sponsor's name on its offers (server/offers), never this list.
  access: accessByRole({ read: [1], write: [1] }),
});
