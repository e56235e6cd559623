import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { declaredExtensions } from '../../../server/resources/declared-extensions';
import { declaredHooks } from '../../../server/resources/declared-hooks';
import {
  ACTIONS,
  type AccessContext,
  isResource,
  permits,
  type Resource,
  representationFields,
  representRecord,
  uniqueKeys,
} from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';
import { resourceByName, resources } from '../../../src/schema/resources';
import { REQUIRED_NAVIGATION } from '../../required-navigation';

const input = (name: string) => (resourceByName(name) as Resource).input;

/** The i18n message keys of a failed parse, by field path. */
const errorsOf = (name: string, value: unknown): Record<string, string> => {
  const result = input(name).safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

const as = (...roles: number[]): AccessContext => ({
  viewer: { roles, hasSubscription: true },
  userId: 1,
  companyId: roles.includes(1) ? null : 10,
  locationIds: [],
});

describe('resource list', () => {
  it('holds every resource once, the required ones in the order of the side navigation', () => {
    const names = resources.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    // The required entries of every role that are resources, in the list's order (a new resource
    // may go anywhere: no test pins the whole list).
    for (const role of [1, 2, 3, 4] as const) {
      const required = REQUIRED_NAVIGATION[role].filter((name) => names.includes(name));
      expect(names.filter((name) => required.includes(name))).toEqual(required);
    }
  });

  it('lists every declaration file of src/schema/resources (npm run db:generate writes the list)', () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      ['../../../src/schema/resources/*.ts', '!**/*.ui.ts', '!**/index.ts'],
      { eager: true },
    );
    const declared = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isResource));
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(resources)).toEqual(new Set(declared));
    // Their hooks, server-only, by resource name (server/resources/declared-hooks.ts).
    const hooks = Object.values(modules).flatMap((exports) =>
      exports.hooks ? [[Object.values(exports).find(isResource)?.name, exports.hooks]] : [],
    );
    expect(hooks.length).toBeGreaterThan(0);
    expect(Object.entries(declaredHooks)).toEqual(expect.arrayContaining(hooks));
    expect(Object.keys(declaredHooks)).toHaveLength(hooks.length);
    // The server extensions, by file name (server/resources/declared-extensions.ts).
    const extensions = import.meta.glob<{ default: unknown }>('../../../server/resources/extensions/*.ts', {
      eager: true,
    });
    expect(
      Object.fromEntries(
        Object.entries(extensions).map(([path, module]) => [
          path.split('/').at(-1)?.replace(/\.ts$/, ''),
          module.default,
        ]),
      ),
    ).toEqual(declaredExtensions);
    for (const name of Object.keys(declaredExtensions)) expect(resourceByName(name)).toBeDefined();
  });

  it('sorts and names records by declared fields', () => {
    for (const resource of resources) {
      for (const field of representationFields(resource))
        expect(Object.keys(resource.fields)).toContain(field);
      if (resource.defaultSort.field !== 'id')
        expect(Object.keys(resource.fields)).toContain(resource.defaultSort.field);
      for (const field of uniqueKeys(resource).flat()) expect(Object.keys(resource.fields)).toContain(field);
    }
  });

  it('binds users and locations to the foundation tables with their columns', () => {
    expect(resourceByName('users')?.table).toBe('users');
    expect(resourceByName('locations')?.table).toBe('locations');
    expect(resourceByName('supplier-types')?.table).toBe('supplier_types');
  });
});

describe('access', () => {
  const matrix = (name: string) =>
    Object.fromEntries(
      [1, 2, 3, 4].map((role) => [
        role,
        ACTIONS.filter((action) => permits((resourceByName(name) as Resource).access[action], as(role))).join(
          ',',
        ),
      ]),
    );
  const all = 'list,show,create,edit,delete';

  it('company data: admins write; contract managers get names only (the options endpoint), no records', () => {
    expect(matrix('contracts')).toEqual({ 1: all, 2: all, 3: all, 4: '' });
    expect(matrix('users')).toEqual({ 1: all, 2: all, 3: '', 4: '' });
    expect(matrix('locations')).toEqual({ 1: all, 2: all, 3: '', 4: '' });
    expect(matrix('contacts')).toEqual({ 1: all, 2: all, 3: '', 4: '' });
    expect(matrix('invoices')).toEqual({ 1: 'list,show', 2: 'list,show', 3: '', 4: '' });
  });

  it('master data: platform admins write; forms read suppliers and their types', () => {
    // Suppliers: companies add their own (the engine keeps their writes to their own rows).
    expect(matrix('suppliers')).toEqual({ 1: all, 2: all, 3: 'list,show,create,edit', 4: '' });
    expect(matrix('supplier-types')).toEqual({ 1: all, 2: 'list,show', 3: 'list,show', 4: '' });
    expect(matrix('sponsors')).toEqual({ 1: all, 2: '', 3: '', 4: '' });
    expect(matrix('templates')).toEqual({ 1: all, 2: '', 3: '', 4: '' });
  });
});

describe('input schemas', () => {
  it('locations: a name is required; the rest may stay empty', () => {
    expect(errorsOf('locations', { name: 'Winkel Zeist', city: 'Zeist' })).toEqual({});
    expect(input('locations').parse({ name: 'Winkel Zeist' })).toMatchObject({ address: '', isMain: false });
    expect(errorsOf('locations', { name: '  ' })).toEqual({ name: 'app.validation.required' });
    expect(errorsOf('locations', { name: 'x'.repeat(201) })).toEqual({ name: 'app.validation.too_long' });
    expect(errorsOf('locations', { name: 'A', isMain: 'yes' })).toHaveProperty('isMain');
  });

  it('a one-line field keeps one line; a long text keeps its line breaks', () => {
    expect(input('locations').parse({ name: 'Winkel\r\n Zeist', address: 'Slotlaan 201\n' })).toMatchObject({
      name: 'Winkel Zeist',
      address: 'Slotlaan 201',
    });
    const described = input('contracts').shape.description.parse('Eerste regel\nTweede regel');
    expect(described).toBe('Eerste regel\nTweede regel');
  });

  it('every address writes its postcode as 1234 AB and refuses another, empty allowed', () => {
    const zipcodes = resources
      .filter((resource) => 'zipcode' in resource.fields)
      .map((resource) => resource.name);
    expect(zipcodes).toEqual(expect.arrayContaining(['companies', 'locations', 'suppliers']));
    for (const name of zipcodes) {
      const zipcodeOf = (zipcode: string) =>
        input(name).partial().safeParse({ zipcode }) as { success: boolean; data?: { zipcode?: string } };
      expect(zipcodeOf(' 3511ax ').data?.zipcode, name).toBe('3511 AX');
      expect(zipcodeOf('').data?.zipcode, name).toBe('');
      for (const wrong of ['3511', '0511 AX', '3511 SS', 'Utrecht'])
        expect(errorsOf(name, { zipcode: wrong }).zipcode, `${name} ${wrong}`).toBe('app.validation.zipcode');
    }
  });

  it('contacts: names required, e-mail and phone checked, supplier optional', () => {
    const valid = {
      firstName: 'Ingrid',
      lastName: 'Smit',
      emailAddress: 'ingrid@example.nl',
      telephone: '+31 (0)20 555 0101',
      supplier: 3,
    };
    expect(errorsOf('contacts', valid)).toEqual({});
    expect(input('contacts').parse({ firstName: 'A', lastName: 'B' })).toMatchObject({
      supplier: null,
      notes: '',
    });
    expect(errorsOf('contacts', { ...valid, firstName: '' })).toEqual({
      firstName: 'app.validation.required',
    });
    expect(errorsOf('contacts', { ...valid, emailAddress: 'geen-adres' })).toEqual({
      emailAddress: 'app.validation.email',
    });
    expect(errorsOf('contacts', { ...valid, telephone: 'bel me' })).toEqual({
      telephone: 'app.validation.phone',
    });
    expect(errorsOf('contacts', { ...valid, supplier: 'KPN' })).toEqual({
      supplier: 'app.validation.reference',
    });
  });

  it('suppliers: name and type required', () => {
    expect(errorsOf('suppliers', { name: 'KPN', supplierType: 2, kvkNumber: '12345678' })).toEqual({});
    expect(errorsOf('suppliers', { name: 'KPN' })).toEqual({ supplierType: 'app.validation.required' });
    expect(errorsOf('suppliers', { supplierType: 2 })).toEqual({ name: 'app.validation.required' });
  });

  it('supplier types: specification fields need a label and a known field type', () => {
    const valid = {
      name: 'Energie',
      purchasingAdvice: true,
      specificationFields: [
        { label: 'EAN-code', fieldType: 'text', required: true, options: '' },
        { label: 'Soort', fieldType: 'choice', options: 'Stroom, Gas' },
      ],
    };
    expect(errorsOf('supplier-types', valid)).toEqual({});
    const parsed = input('supplier-types').parse(valid) as { specificationFields: object[] };
    expect(parsed.specificationFields[1]).toMatchObject({ required: false });
    expect(
      errorsOf('supplier-types', { ...valid, specificationFields: [{ label: '', fieldType: 'text' }] }),
    ).toEqual({ 'specificationFields.0.label': 'app.validation.required' });
    expect(
      errorsOf('supplier-types', { ...valid, specificationFields: [{ label: 'A', fieldType: 'colour' }] }),
    ).toEqual({ 'specificationFields.0.fieldType': 'app.validation.choice' });
    expect(
      errorsOf('supplier-types', {
        ...valid,
        specificationFields: Array.from({ length: 51 }, (_, i) => ({ label: `V${i}`, fieldType: 'text' })),
      }),
    ).toEqual({ specificationFields: 'app.validation.too_many' });
  });

  it('sponsors: a name is required, a logo is an image of bounded size', () => {
    expect(errorsOf('sponsors', { name: 'Bakkersgilde', logo: 'data:image/png;base64,AAAA' })).toEqual({});
    expect(errorsOf('sponsors', {})).toEqual({ name: 'app.validation.required' });
    expect(errorsOf('sponsors', { name: 'X', logo: 'x'.repeat(1_500_001) })).toEqual({
      logo: 'app.validation.image_too_large',
    });
  });

  it('templates: code is one of the template codes; placeholders are never written', () => {
    const valid = {
      name: 'Welkom',
      code: 'user_welcome',
      subject: 'Welkom',
      content: 'Hallo {{user.firstName}}',
    };
    expect(errorsOf('templates', valid)).toEqual({});
    expect(input('templates').parse({ ...valid, placeholders: 'mine' })).not.toHaveProperty('placeholders');
    expect(errorsOf('templates', { ...valid, code: 'newsletter' })).toEqual({
      code: 'app.validation.choice',
    });
    expect(errorsOf('templates', { ...valid, content: '' })).toEqual({ content: 'app.validation.required' });
  });

  it('users: e-mail and a role required, active by default, a password of 10 characters or none', () => {
    const valid = { firstName: 'Anna', lastName: 'Dijk', emailAddress: 'anna@example.nl', roles: [2, 3] };
    expect(errorsOf('users', valid)).toEqual({});
    expect(input('users').parse(valid)).toMatchObject({
      active: true,
      twoFactorEnabled: false,
      locationIds: [],
      affix: '',
    });
    expect(input('users').parse(valid)).not.toHaveProperty('password');
    expect(errorsOf('users', { ...valid, roles: [] })).toEqual({ roles: 'app.validation.required' });
    expect(errorsOf('users', { ...valid, roles: [5] })).toEqual({ 'roles.0': 'app.validation.choice' });
    expect(errorsOf('users', { ...valid, emailAddress: '' })).toEqual({
      emailAddress: 'app.validation.required',
    });
    expect(errorsOf('users', { ...valid, password: 'kort' })).toEqual({
      password: 'app.validation.password_too_short',
    });
    expect(errorsOf('users', { ...valid, locationIds: [1, -2] })).toHaveProperty('locationIds.1');
  });

  it('invoices: date, number and amounts required; money is rounded to cents', () => {
    const valid = { date: '2026-01-01', number: 'F2026-0002', subtotal: 49, vat: 10.29, total: 59.29 };
    expect(errorsOf('invoices', valid)).toEqual({});
    expect(input('invoices').parse({ ...valid, vat: 10.2899 }).vat).toBe(10.29);
    expect(errorsOf('invoices', { ...valid, date: '01-01-2026' })).toEqual({ date: 'app.validation.date' });
    expect(errorsOf('invoices', { ...valid, total: undefined })).toEqual({
      total: 'app.validation.required',
    });
  });
});

describe('number and money bounds and checks', () => {
  const messages = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it('bounds a number by min/max and a check of its own; empty stays empty', () => {
    const even = { test: (value: number) => value % 2 === 0, message: 'app.validation.even' };
    const count = field.number({ min: 0, max: 10, check: even });
    expect(count.parse(4)).toBe(4);
    expect(count.parse(null)).toBeNull();
    expect(messages(count, -2)).toEqual(['app.validation.too_small']);
    expect(messages(count, 12)).toEqual(['app.validation.too_large']);
    expect(messages(count, 3)).toEqual(['app.validation.even']);
    expect(messages(field.number({ required: true, check: even }), null)).toEqual([
      'app.validation.required',
    ]);
  });
  it('checks money after rounding it to cents', () => {
    const whole = { test: (value: number) => Number.isInteger(value), message: 'app.validation.whole_euros' };
    const price = field.money({ min: 0, check: whole });
    expect(price.parse(12.001)).toBe(12);
    expect(messages(price, 12.5)).toEqual(['app.validation.whole_euros']);
    expect(messages(price, -1)).toEqual(['app.validation.too_small']);
    expect(price.parse(null)).toBeNull();
  });
});

describe('record names', () => {
  it('joins the representation fields and leaves empty ones out', () => {
    const users = resources.find((resource) => resource.name === 'users');
    expect(users && representRecord(users, { firstName: 'Anna', affix: 'van', lastName: 'Dijk' })).toBe(
      'Anna van Dijk',
    );
    expect(users && representRecord(users, { firstName: 'Sanne', affix: '', lastName: 'Jansen' })).toBe(
      'Sanne Jansen',
    );
  });

  it('writes a date in a name as dates are written: 01-07-2026', () => {
    const subscriptions = resourceByName('subscriptions');
    expect(subscriptions && representRecord(subscriptions, { startsAt: '2026-07-01' })).toBe('01-07-2026');
  });
});
