/** Contacts of a company: its own people and people at suppliers (docs/requirements.md#roles-and-access). */
import { accessByRole, defineResource } from '../dsl';
import { field } from '../fields';

export const contacts = defineResource({
  name: 'contacts',
  scope: 'company',
  fields: {
    firstName: field.text({ required: true, list: true, sortable: true, searchable: true }),
    affix: field.text({ max: 20, list: true }),
    lastName: field.text({ required: true, list: true, sortable: true, searchable: true }),
    emailAddress: field.email({ list: true, sortable: true, searchable: true }),
    telephone: field.phone({ list: true }),
    function: field.text(),
    supplier: field.reference('suppliers', {
      list: true,
      filter: true,
      help: 'resources.contacts.help.supplier',
    }),
    notes: field.longText(),
  },
  defaultSort: { field: 'lastName', order: 'ASC' },
  recordRepresentation: ['firstName', 'affix', 'lastName'],
  pages: [1, 2],
  menu: [2],
  // Full records for the roles that manage them (docs/requirements.md#roles-and-access); contract
  // managers pick from names only, through the options endpoint (server/resources/options.ts).
  access: accessByRole({ read: [1, 2], write: [1, 2] }),
});
