import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../../server/mail/default-templates';
import { DEMO_CONTACTS } from '../../../server/seed/company-data';
import { DEMO_SPONSORS, DEMO_SUPPLIER_TYPES, DEMO_SUPPLIERS } from '../../../server/seed/master-data';
import { resourceByName } from '../../../src/schema/resources';
import { checkSpecificationFields } from '../../../src/schema/resources/supplier-types';
import { templateError } from '../../../src/schema/resources/templates';
import { TEMPLATE_CODES } from '../../../src/schema/template-placeholders';

const accepts = (name: string, value: unknown) => {
  const result = resourceByName(name)?.input.safeParse(value);
  expect(result?.error?.issues ?? []).toEqual([]);
};

/** The demo data is what the forms would accept: the seed never writes what a user could not. */
describe('demo seed data', () => {
  it('supplier types pass the form and the hook', () => {
    for (const type of DEMO_SUPPLIER_TYPES) {
      accepts('supplier-types', type);
      expect(checkSpecificationFields(type.specificationFields).errors).toEqual({});
    }
  });

  it('suppliers name a seeded type, once each', () => {
    const types = DEMO_SUPPLIER_TYPES.map((type) => type.name as string);
    for (const { type, ...supplier } of DEMO_SUPPLIERS) {
      expect(types).toContain(type);
      accepts('suppliers', { ...supplier, supplierType: 1 });
    }
    expect(new Set(DEMO_SUPPLIERS.map((supplier) => supplier.name)).size).toBe(DEMO_SUPPLIERS.length);
  });

  it('one template per code, each using only its own placeholders', () => {
    expect(Object.keys(DEFAULT_TEMPLATES).sort()).toEqual([...TEMPLATE_CODES].sort());
    for (const [code, text] of Object.entries(DEFAULT_TEMPLATES)) {
      const template = { ...text, code };
      accepts('templates', template);
      expect(templateError(template)).toBeNull();
    }
  });

  it('sponsors and contacts pass their forms; supplier contacts name a seeded supplier', () => {
    for (const sponsor of DEMO_SPONSORS) accepts('sponsors', sponsor);
    const names = DEMO_SUPPLIERS.map((supplier) => supplier.name);
    for (const { supplier, ...contact } of DEMO_CONTACTS) {
      accepts('contacts', { ...contact, supplier: supplier ? 1 : null });
      if (supplier) expect(names).toContain(supplier);
    }
  });
});
