import { describe, expect, it } from 'vitest';
import { hooksOf } from '../../../server/resources/hooks';
import type { Resource, ResourceHooks, Row } from '../../../src/schema/dsl';
import { locations } from '../../../src/schema/resources/locations';
import {
  checkSpecificationFields,
  normaliseOptions,
  supplierTypes,
} from '../../../src/schema/resources/supplier-types';
import { suppliers } from '../../../src/schema/resources/suppliers';
import { templates } from '../../../src/schema/resources/templates';
import { users } from '../../../src/schema/resources/users';
import { failureOf, fakeContext } from './fake-context';

const save = (
  resource: Resource,
  context: ReturnType<typeof fakeContext>,
  values: object,
  existing: Row | null = null,
) =>
  (hooksOf(resource).beforeSave as NonNullable<ResourceHooks['beforeSave']>)(
    context,
    { ...values } as Record<string, unknown>,
    existing,
  );

describe('locations', () => {
  const main: Row = { id: 1, companyId: 10, name: 'Hoofdkantoor', isMain: true };
  const shop: Row = { id: 2, companyId: 10, name: 'Winkel', isMain: false };
  const other: Row = { id: 3, companyId: 20, name: 'Elders', isMain: true };

  it("makes a company's first location its main one", async () => {
    const context = fakeContext({ rows: { locations: [other] } });
    expect(await save(locations, context, { name: 'Eerste', isMain: false })).toMatchObject({ isMain: true });
  });

  it('moves the main flag: the previous main location is unset before the new one is written', async () => {
    const context = fakeContext({ rows: { locations: [main, shop, other] } });
    expect(await save(locations, context, { name: 'Winkel', isMain: true }, shop)).toMatchObject({
      isMain: true,
    });
    expect(context.rows.locations.map((row) => row.isMain)).toEqual([false, false, true]);
  });

  it('keeps a main location: unsetting it on the main one is an error', async () => {
    const context = fakeContext({ rows: { locations: [main, shop] } });
    expect(await failureOf(() => save(locations, context, { name: 'H', isMain: false }, main))).toEqual({
      field: 'isMain',
      message: 'resources.locations.errors.main_required',
    });
    expect(await save(locations, context, { name: 'W', isMain: false }, shop)).toMatchObject({
      isMain: false,
    });
  });

  it('refuses to delete the main location (409)', async () => {
    const context = fakeContext({ rows: { locations: [main, shop] } });
    expect(await failureOf(() => hooksOf(locations).beforeDelete?.(context, main))).toEqual({
      message: 'resources.locations.errors.main_not_deletable',
      status: 409,
    });
  });

  it("moves a deleted location's contracts to the main one and drops it from users' locations", async () => {
    const context = fakeContext({
      rows: {
        locations: [main, shop],
        contracts: [
          { id: 7, companyId: 10, location: 2 },
          { id: 8, companyId: 10, location: 1 },
        ],
        users: [
          { id: 20, companyId: 10, locationIds: [2, 1] },
          { id: 21, companyId: 10, locationIds: [2] },
          { id: 22, companyId: 10, locationIds: [] },
        ],
      },
    });
    await hooksOf(locations).beforeDelete?.(context, shop);
    expect(context.rows.contracts.map((row) => row.location)).toEqual([1, 1]);
    // The user limited to the deleted location alone does not get "all locations".
    expect(context.rows.users.map((row) => row.locationIds)).toEqual([[1], [2], []]);
  });

  it('deletes without contracts when that resource does not exist yet', async () => {
    const context = fakeContext({ rows: { locations: [main, shop] } });
    await expect(hooksOf(locations).beforeDelete?.(context, shop)).resolves.toBeUndefined();
  });
});

describe('users', () => {
  const anna: Row = {
    id: 5,
    companyId: 10,
    emailAddress: 'anna@demo.nl',
    roles: [2],
    active: true,
    twoFactorEnabled: true,
    twoFactorSecret: 'SECRET',
    passwordHash: 'old',
    avatar: null,
    avatarVersion: 0,
  };
  const rows = () => ({
    users: [anna, { id: 6, companyId: 20, emailAddress: 'bram@demo.nl', roles: [2] }],
    locations: [
      { id: 1, companyId: 10, isMain: true },
      { id: 2, companyId: 10, isMain: false },
      { id: 3, companyId: 20, isMain: true },
    ],
  });
  const newUser = { firstName: 'Joost', lastName: 'Bakker', emailAddress: 'Joost@Demo.nl', roles: [3] };

  it('creates a company user: lower-cased address, hashed password, no plain password kept', async () => {
    const context = fakeContext({ userId: 5, rows: rows() });
    const values = await save(users, context, { ...newUser, password: 'Lang-genoeg-1' });
    expect(values).toMatchObject({ emailAddress: 'joost@demo.nl', passwordHash: 'hashed:Lang-genoeg-1' });
    expect(values).not.toHaveProperty('password');
  });

  it('never lets a company admin grant role 1, and keeps role 1 for users without a company', async () => {
    const companyAdmin = fakeContext({ userId: 5, rows: rows() });
    expect(await failureOf(() => save(users, companyAdmin, { ...newUser, roles: [1] }))).toEqual({
      errors: { roles: 'resources.users.errors.platform_role_forbidden' },
    });
    const platformAdmin = fakeContext({ roles: [1], userId: 1, companyId: null, rows: rows() });
    expect(await failureOf(() => save(users, platformAdmin, { roles: [1] }, anna))).toEqual({
      errors: { roles: 'resources.users.errors.platform_role_company' },
    });
    expect(await failureOf(() => save(users, platformAdmin, { ...newUser, roles: [2] }))).toEqual({
      errors: { roles: 'resources.users.errors.company_required' },
    });
    await expect(save(users, platformAdmin, { ...newUser, roles: [1] })).resolves.toMatchObject({
      roles: [1],
    });
    // A platform admin creating a user for a company names the company.
    await expect(save(users, platformAdmin, { ...newUser, companyId: 20 })).resolves.toMatchObject({
      companyId: 20,
    });
  });

  it('rejects an address another user already has, in any company', async () => {
    const context = fakeContext({ userId: 5, rows: rows() });
    expect(await failureOf(() => save(users, context, { ...newUser, emailAddress: 'BRAM@demo.nl' }))).toEqual(
      { errors: { emailAddress: 'app.validation.unique' } },
    );
    await expect(save(users, context, { emailAddress: 'anna@demo.nl' }, anna)).resolves.toBeTruthy();
  });

  it('names every rule a save breaks at once, each under its field', async () => {
    const context = fakeContext({ userId: 5, rows: rows() });
    expect(
      await failureOf(() =>
        save(users, context, { emailAddress: 'bram@demo.nl', locationIds: [3], roles: [1] }, anna),
      ),
    ).toEqual({
      errors: {
        roles: 'resources.users.errors.platform_role_forbidden',
        emailAddress: 'app.validation.unique',
        locationIds: 'app.validation.reference',
      },
    });
  });

  it("accepts only locations of the user's own company", async () => {
    const context = fakeContext({ userId: 1, rows: rows() });
    await expect(save(users, context, { locationIds: [2, 1, 2] }, anna)).resolves.toMatchObject({
      locationIds: [2, 1],
    });
    expect(await failureOf(() => save(users, context, { locationIds: [1, 3] }, anna))).toEqual({
      errors: { locationIds: 'app.validation.reference' },
    });
  });

  it('switches two-factor sign-in off (clearing its secrets), never on', async () => {
    const context = fakeContext({ userId: 1, rows: rows() });
    expect(await save(users, context, { twoFactorEnabled: false }, anna)).toMatchObject({
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
    });
    expect(
      await failureOf(() =>
        save(users, context, { twoFactorEnabled: true }, { ...anna, twoFactorEnabled: false }),
      ),
    ).toEqual({ errors: { twoFactorEnabled: 'resources.users.errors.two_factor_on' } });
    expect(await failureOf(() => save(users, context, { ...newUser, twoFactorEnabled: true }))).toEqual({
      errors: { twoFactorEnabled: 'resources.users.errors.two_factor_on' },
    });
  });

  it('does not let users deactivate themselves or set their own password here', async () => {
    const context = fakeContext({ userId: 5, rows: rows() });
    expect(await failureOf(() => save(users, context, { active: false }, anna))).toEqual({
      errors: { active: 'resources.users.errors.deactivate_self' },
    });
    expect(await failureOf(() => save(users, context, { password: 'Lang-genoeg-1' }, anna))).toEqual({
      errors: { password: 'resources.users.errors.own_password' },
    });
  });

  it('bumps the avatar version when the picture changes', async () => {
    const context = fakeContext({ userId: 1, rows: rows() });
    expect(await save(users, context, { avatar: 'data:image/png;base64,AAAA' }, anna)).toMatchObject({
      avatarVersion: 1,
    });
    expect(await save(users, context, { avatar: null }, anna)).not.toHaveProperty('avatarVersion');
  });

  it('revokes sessions after deactivation or a new password, not after other changes', async () => {
    const context = fakeContext({ userId: 1, rows: rows() });
    const afterSave = hooksOf(users).afterSave as NonNullable<ResourceHooks['afterSave']>;
    await afterSave(context, { ...anna, firstName: 'Anne' }, anna);
    await afterSave(context, { ...anna, id: 6 }, null);
    expect(context.revoked).toEqual([]);
    await afterSave(context, { ...anna, active: false }, anna);
    await afterSave(context, { ...anna, passwordHash: 'new' }, anna);
    expect(context.revoked).toEqual([5, 5]);
  });

  it('does not let users delete themselves, nor the company its last active admin', async () => {
    const remove = (userId: number, others: Row[]) =>
      hooksOf(users).beforeDelete?.(fakeContext({ userId, rows: { users: [anna, ...others] } }), anna);
    const colleague = { id: 7, companyId: 10, roles: [3, 2], active: true };
    expect(await failureOf(() => remove(5, [colleague]))).toEqual({
      message: 'resources.users.errors.delete_self',
      status: 409,
    });
    await expect(remove(1, [colleague])).resolves.toBeUndefined();
    for (const notAnAdmin of [
      { ...colleague, roles: [3] },
      { ...colleague, active: false },
      { ...colleague, companyId: 20 },
    ])
      expect(await failureOf(() => remove(1, [notAnAdmin]))).toEqual({
        message: 'resources.users.errors.last_admin',
        status: 409,
      });
  });
});

describe('suppliers', () => {
  it('accepts an empty or 8-digit KvK number, dropping spaces and dots', () => {
    const parse = (kvkNumber: string) =>
      suppliers.input.safeParse({ name: 'KPN', supplierType: 1, kvkNumber });
    expect(parse('1234 56.78').data).toMatchObject({ kvkNumber: '12345678' });
    expect(parse('').data).toMatchObject({ kvkNumber: '' });
    for (const kvkNumber of ['1234567', '123456789', 'KVK12345']) {
      expect(parse(kvkNumber).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['kvkNumber', 'app.validation.kvk_number'],
      ]);
    }
  });
});

describe('supplier types', () => {
  const item = (label: string, fieldType: 'text' | 'choice', options = '') => ({
    label,
    fieldType,
    required: false,
    options,
  });

  it('normalises choice options and clears them for other field types', () => {
    expect(normaliseOptions(' Stroom ,Gas,, Stroom ')).toBe('Stroom, Gas');
    expect(checkSpecificationFields([item(' EAN ', 'text', 'x'), item('Soort', 'choice', 'a,b')])).toEqual({
      fields: [item('EAN', 'text'), item('Soort', 'choice', 'a, b')],
      errors: {},
    });
  });

  it('needs options for a choice and unique labels (ignoring case)', async () => {
    const context = fakeContext({ roles: [1], companyId: null });
    expect(
      await failureOf(() =>
        save(supplierTypes, context, { specificationFields: [item('Soort', 'choice', ' , ')] }),
      ),
    ).toEqual({
      errors: { 'specificationFields.0.options': 'resources.supplier-types.errors.options_required' },
    });
    expect(
      await failureOf(() =>
        save(supplierTypes, context, { specificationFields: [item('EAN', 'text'), item('ean ', 'text')] }),
      ),
    ).toEqual({
      errors: { 'specificationFields.1.label': 'resources.supplier-types.errors.duplicate_label' },
    });
    // Every row's error at once.
    expect(
      await failureOf(() =>
        save(supplierTypes, context, {
          specificationFields: [
            item('EAN', 'text'),
            item('ean', 'choice', ''),
            item('Soort', 'choice', ' , '),
          ],
        }),
      ),
    ).toEqual({
      errors: {
        'specificationFields.1.label': 'resources.supplier-types.errors.duplicate_label',
        'specificationFields.1.options': 'resources.supplier-types.errors.options_required',
        'specificationFields.2.options': 'resources.supplier-types.errors.options_required',
      },
    });
  });
});

describe('templates', () => {
  const context = fakeContext({ roles: [1], companyId: null });
  const welcome = {
    name: 'Welkom',
    code: 'user_welcome',
    subject: 'Welkom {{ user.firstName }}',
    content: '{{link}}',
  };

  it('derives the placeholder list from the code', async () => {
    const values = await save(templates, context, welcome);
    expect(values.placeholders).toContain('{{user.firstName}}');
    expect(values.placeholders).toContain('{{link}}');
    expect(values.placeholders).not.toContain('{{contract.number}}');
  });

  it('rejects a placeholder the code does not offer, in subject or content', async () => {
    expect(
      await failureOf(() => save(templates, context, { ...welcome, content: '{{contract.number}}' })),
    ).toEqual({
      field: 'content',
      message: 'resources.templates.errors.unknown_placeholder',
    });
    expect(await failureOf(() => save(templates, context, { ...welcome, subject: 'Hoi {{naam}}' }))).toEqual({
      field: 'subject',
      message: 'resources.templates.errors.unknown_placeholder',
    });
  });
});
