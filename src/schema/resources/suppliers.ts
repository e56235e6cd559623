/**
 * Suppliers (docs/requirements.md#suppliers): the shared list, kept by platform admins, and each
 * company's own suppliers (its local window cleaner), which only that company sees and keeps
 * (scope 'platformOrCompany': a row without company is shared). Platform admins promote an own
 * supplier to the shared list or merge it into a shared one (server/resources/extensions/suppliers.ts).
 */
import { allow, defineResource, type ResourceHooks } from '../dsl';
import { KVK_NUMBER_FIELD, ZIPCODE_FIELD } from '../dutch-identifiers';
import { field } from '../fields';
import { WEB_ADDRESS_FIELD } from '../web-address';

export const suppliers = defineResource({
  name: 'suppliers',
  scope: 'platformOrCompany',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    supplierType: field.reference('supplier-types', { required: true, list: true, filter: true }),
    website: field.text({ ...WEB_ADDRESS_FIELD, list: true }),
    emailAddress: field.email({ searchable: true }),
    telephone: field.phone(),
    address: field.text(),
    zipcode: field.text(ZIPCODE_FIELD),
    city: field.text({ list: true, sortable: true, searchable: true }),
    kvkNumber: field.text({
      ...KVK_NUMBER_FIELD,
      searchable: true,
      help: 'resources.suppliers.help.kvkNumber',
    }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  // Shared names unique among the shared; an own supplier's name repeats neither another own one of
  // its company nor a shared one (the company would see two of one name in its dropdown).
  unique: ['name'],
  pages: [1, 2],
  menu: [1, 2],
  // Everyone who fills in a contract picks its supplier, and may add one of their own there;
  // the engine keeps a company's writes to its own rows (shared ones are read-only to it).
  access: {
    list: allow(1, 2, 3),
    show: allow(1, 2, 3),
    create: allow(1, 2, 3),
    edit: allow(1, 2, 3),
    delete: allow(1, 2),
  },
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  // Contracts keep their supplier's name for the search (src/schema/resources/contracts.ts).
  async afterSave(context, row, existing) {
    if (existing && existing.name !== row.name && context.has('contracts')) {
      await context.update('contracts', { supplier: row.id }, { supplierName: row.name });
    }
  },
};
