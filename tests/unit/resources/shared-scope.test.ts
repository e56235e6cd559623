/**
 * Scope 'platformOrCompany' (src/schema/dsl.ts), the engine's own: shared rows without company
 * next to each company's own. Its table has a nullable company column and a unique key per kind
 * of row; the app hides the buttons on rows a company may only read.
 */
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { deriveTable } from '../../../server/db/resource-tables';
import { resourceAccess } from '../../../src/resources/access';
import {
  type AccessContext,
  allow,
  defineResource,
  hasCompanyColumn,
  tenantAllowsRow,
} from '../../../src/schema/dsl';
import { field } from '../../../src/schema/fields';

const tools = defineResource({
  name: 'tools',
  scope: 'platformOrCompany',
  fields: { name: field.text({ required: true }) },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  unique: ['name'],
  access: {
    list: allow(1, 2),
    show: allow(1, 2),
    create: allow(1, 2),
    edit: allow(1, 2),
    delete: allow(1, 2),
  },
});

const context = (roles: (1 | 2 | 3 | 4)[], companyId: number | null): AccessContext => ({
  viewer: { roles, hasSubscription: true },
  userId: 1,
  companyId,
  locationIds: [],
});

describe("scope 'platformOrCompany'", () => {
  it('rows carry a company, as company-scoped ones do; platform ones do not', () => {
    expect(hasCompanyColumn(tools)).toBe(true);
    expect(hasCompanyColumn({ scope: 'company' })).toBe(true);
    expect(hasCompanyColumn({ scope: 'platform' })).toBe(false);
  });

  it('a company reads shared and its own rows, writes only its own; a platform admin all', () => {
    const company = context([2], 7);
    const shared = { id: 1, companyId: null };
    const own = { id: 2, companyId: 7 };
    const theirs = { id: 3, companyId: 8 };
    for (const action of ['list', 'show'] as const) {
      expect(tenantAllowsRow(tools, company, action, shared)).toBe(true);
      expect(tenantAllowsRow(tools, company, action, own)).toBe(true);
      expect(tenantAllowsRow(tools, company, action, theirs)).toBe(false);
    }
    for (const action of ['edit', 'delete'] as const) {
      expect(tenantAllowsRow(tools, company, action, shared)).toBe(false);
      expect(tenantAllowsRow(tools, company, action, own)).toBe(true);
      expect(tenantAllowsRow(tools, company, action, theirs)).toBe(false);
      expect(tenantAllowsRow(tools, context([1], null), action, shared)).toBe(true);
      expect(tenantAllowsRow(tools, context([1], null), action, theirs)).toBe(true);
    }
    // Other scopes are left to the tenant filter and the rules.
    expect(tenantAllowsRow({ scope: 'platform' }, company, 'edit', shared)).toBe(true);
  });

  it("the app's row buttons follow it", () => {
    const access = resourceAccess(tools, context([2], 7));
    expect(access.can('edit')).toBe(true);
    expect(access.canRow('edit', { id: 1, companyId: null })).toBe(false);
    expect(access.canRow('delete', { id: 2, companyId: 7 })).toBe(true);
    expect(access.canOpen({ id: 1, companyId: null })).toBe(true);
  });

  it('its table: a nullable company column, names unique among shared rows and per company', () => {
    const config = getTableConfig(deriveTable(tools, () => undefined));
    const company = config.columns.find((column) => column.name === 'company_id');
    expect(company?.notNull).toBe(false);
    expect(config.foreignKeys).toHaveLength(1);
    const dialect = new PgDialect();
    const unique = config.indexes
      .filter((entry) => entry.config.unique)
      .map((entry) => ({
        name: entry.config.name,
        on: entry.config.columns.map((column) => ('name' in column ? column.name : '?')),
        where: entry.config.where ? dialect.sqlToQuery(entry.config.where).sql : '',
      }));
    expect(unique).toEqual([
      { name: 'tools_name_unique', on: ['name'], where: expect.stringMatching(/"company_id" is null/) },
      {
        name: 'tools_name_own_unique',
        on: ['company_id', 'name'],
        where: expect.stringMatching(/"company_id" is not null/),
      },
    ]);
  });
});
