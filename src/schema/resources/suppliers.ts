/** Suppliers: platform-wide master data, kept by platform admins (docs/requirements.md#roles-and-access). */
import { accessByRole, defineResource } from '../dsl';
import { isKvkNumber, normaliseKvkNumber, ZIPCODE_FIELD } from '../dutch-identifiers';
import { field } from '../fields';

export const suppliers = defineResource({
  name: 'suppliers',
  scope: 'platform',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    supplierType: field.reference('supplier-types', { required: true, list: true, filter: true }),
    website: field.text({ max: 300, list: true }),
    emailAddress: field.email({ searchable: true }),
    telephone: field.phone(),
    address: field.text(),
    zipcode: field.text(ZIPCODE_FIELD),
    city: field.text({ list: true, sortable: true, searchable: true }),
    kvkNumber: field.text({
      max: 20,
      searchable: true,
      help: 'resources.suppliers.help.kvkNumber',
      normalise: normaliseKvkNumber,
      check: { test: isKvkNumber, message: 'resources.suppliers.errors.kvk_number' },
    }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  unique: ['name'],
  pages: [1],
  menu: [1],
  // Everyone who fills in a contract picks its supplier.
  access: accessByRole({ read: [1, 2, 3], write: [1] }),
  hooks: {
    // Contracts keep their supplier's name for the search (src/schema/resources/contracts.ts).
    async afterSave(context, row, existing) {
      if (existing && existing.name !== row.name && context.has('contracts')) {
        await context.update('contracts', { supplier: row.id }, { supplierName: row.name });
      }
    },
  },
});
