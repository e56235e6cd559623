/**
 * What the shared input schemas and the contract hook refuse — bidirectional
 * controls in any text, negative yearly values, a supplier that does not offer the contract's type.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Resource, ResourceHooks, Row } from '../../../src/schema/dsl';
import { BIDI_CONTROLS, field } from '../../../src/schema/fields';
import { resourceByName, resources } from '../../../src/schema/resources';
import { contracts, hooks } from '../../../src/schema/resources/contracts';
import { failureOf, fakeContext } from './fake-context';

const messageOf = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** Every override, embedding and isolate control: U+202A–U+202E and U+2066–U+2069. */
const CONTROLS = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069].map((code) =>
  String.fromCharCode(code),
);

describe('bidirectional controls', () => {
  const kinds = {
    text: field.text(),
    longText: field.longText(),
    email: field.email(),
    phone: field.phone(),
    requiredText: field.text({ required: true }),
  };

  it('are refused in every text kind with app.validation.bidi, wherever they stand', () => {
    for (const [kind, schema] of Object.entries(kinds)) {
      const plain = kind === 'email' ? 'jan@example.nl' : kind === 'phone' ? '030 123 4567' : 'Jansen';
      expect(messageOf(schema, plain), kind).toBeNull();
      for (const control of CONTROLS) {
        for (const value of [`${control}${plain}`, `${plain.slice(0, 3)}${control}${plain.slice(3)}`])
          expect(messageOf(schema, value), `${kind} ${control.charCodeAt(0).toString(16)}`).toBe(
            'app.validation.bidi',
          );
      }
    }
  });

  it('are the exported set, which leaves the direction marks (LRM, RLM, ALM) alone', () => {
    expect(CONTROLS.every((control) => BIDI_CONTROLS.test(control))).toBe(true);
    for (const mark of ['\u200e', '\u200f', '\u061c']) {
      expect(BIDI_CONTROLS.test(mark)).toBe(false);
      expect(messageOf(field.text(), `שלום${mark} 12`)).toBeNull();
    }
  });

  it("are refused in every declared resource's writable text fields and group items", () => {
    const evil = 'factuur\u202egnp.exe';
    const contractErrors = contracts.input.safeParse({
      number: evil,
      specifications: [{ label: evil, value: 'x' }],
    });
    const issues = contractErrors.success ? [] : contractErrors.error.issues;
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath.number).toBe('app.validation.bidi');
    expect(byPath['specifications.0.label']).toBe('app.validation.bidi');
    let checked = 0;
    for (const resource of resources) {
      for (const [name, meta] of Object.entries(resource.meta)) {
        if (!['text', 'longText', 'email', 'phone'].includes(meta.kind) || meta.readOnly) continue;
        const schema = (resource as Resource).input.shape[name] as z.ZodType;
        expect(messageOf(schema, evil), `${resource.name}.${name}`).toBe('app.validation.bidi');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('money that is never negative', () => {
  it('refuses a negative yearly value of a contract, takes 0 and cents', () => {
    const yearly = contracts.input.shape.yearlyValue as z.ZodType;
    expect(messageOf(yearly, -0.01)).toBe('app.validation.too_small');
    expect(messageOf(yearly, -12500)).toBe('app.validation.too_small');
    expect(messageOf(yearly, 0)).toBeNull();
    expect(messageOf(yearly, 12500.5)).toBeNull();
    expect(messageOf(yearly, null)).toBeNull();
  });

  it('refuses a negative plan price', () => {
    const price = (resourceByName('plans') as Resource).input.shape.monthlyPrice as z.ZodType;
    expect(messageOf(price, -1)).toBe('app.validation.too_small');
  });
});

describe("a contract's supplier", () => {
  const rows = {
    suppliers: [
      { id: 1, name: 'Vattenfall', supplierType: 10 },
      { id: 2, name: 'KPN', supplierType: 20 },
    ],
    'supplier-types': [
      { id: 10, name: 'Energie', specificationFields: [], purchasingAdvice: true },
      { id: 20, name: 'Telecom', specificationFields: [], purchasingAdvice: false },
    ],
    contacts: [],
  };
  const base = {
    number: 'C-1',
    supplierType: 10,
    supplier: 1,
    location: 1,
    indefinite: true,
    specifications: [],
  };
  const save = (values: object, existing: Row | null = null) =>
    (hooks.beforeSave as NonNullable<ResourceHooks['beforeSave']>)(
      fakeContext({ rows }),
      { ...values } as Record<string, unknown>,
      existing,
    );

  it('must offer the contract type', async () => {
    await expect(save(base)).resolves.toMatchObject({ supplierName: 'Vattenfall' });
    const notOfType = { errors: { supplier: 'resources.contracts.errors.supplier_not_of_type' } };
    expect(await failureOf(() => save({ ...base, supplier: 2 }))).toEqual(notOfType);
    expect(await failureOf(() => save({ ...base, supplierType: 20 }))).toEqual(notOfType);
  });

  it('may stay as the contract had it (its type changed since), but not be chosen anew', async () => {
    const existing: Row = { id: 5, ...base, supplier: 2, supplierType: 10, archived: false };
    await expect(save({ ...base, supplier: 2 }, existing)).resolves.toMatchObject({ supplierName: 'KPN' });
    const moved: Row = { ...existing, supplier: 1 };
    expect(await failureOf(() => save({ ...base, supplier: 2 }, moved))).toEqual({
      errors: { supplier: 'resources.contracts.errors.supplier_not_of_type' },
    });
  });
});
