/**
 * Valid contract bodies for the API tests, built from the seeded master data the caller can see:
 * a supplier of the type, a location the caller may use, the type's specification fields filled
 * in with valid values. Overrides win; a supplier alone brings its own type.
 */

import { sql } from 'drizzle-orm';
import { dayOf } from '../../../server/auth/subscriptions';
import { addMonths } from '../../../src/schema/contract-dates';
import { foldText } from '../../../src/schema/folded-text';
import type { SpecificationField } from '../../../src/schema/resources/supplier-types';
import type { TestApp } from '../harness';

export interface SupplierType {
  id: number;
  name: string;
  purchasingAdvice: boolean;
  specificationFields: SpecificationField[];
}
export interface Supplier {
  id: number;
  name: string;
  supplierType: number;
}
export interface Location {
  id: number;
  name: string;
  isMain: boolean;
}
/** A contract as the API returns it, computed fields included. */
export type ContractRecord = Record<string, unknown> & {
  id: number;
  number: string;
  currentEndsAt: string | null;
  noticeDeadline: string | null;
  status: string;
  daysLeft: number | null;
};

export interface MasterData {
  types: SupplierType[];
  suppliers: Supplier[];
  /** The locations the caller may use (all of the company's unless restricted), main first. */
  locations: Location[];
}

/** A valid value per specification field type (choices: the first option). */
const SAMPLE_VALUES: Record<NonNullable<SpecificationField['fieldType']>, string> = {
  text: 'Test 123',
  longText: 'Regel een\nRegel twee',
  number: '12',
  money: '12.50',
  date: '2026-03-01',
  boolean: 'true',
  choice: '',
};

export const validSpecifications = (type: SupplierType): { label: string; value: string }[] =>
  type.specificationFields.map((field) => ({
    label: field.label,
    value:
      field.fieldType === 'choice'
        ? field.options.split(',')[0].trim()
        : SAMPLE_VALUES[field.fieldType ?? 'text'],
  }));

/** Today as the app sees it (the test clock, Dutch calendar). */
export const todayOf = (t: TestApp): string => dayOf(t.clock.now);

async function getAll<T>(t: TestApp, token: string, path: string): Promise<T[]> {
  const response = await t.call({ method: 'GET', url: `${path}?range=[0,999]`, token });
  if (response.statusCode !== 200) throw new Error(`GET ${path}: ${response.statusCode} ${response.body}`);
  return response.json() as T[];
}

/**
 * The company's locations: their records for who may read them, else (a contract manager) the
 * names the contract form's picker gets (docs/requirements.md#roles-and-access), main one unknown.
 */
async function locationsOf(t: TestApp, token: string): Promise<Location[]> {
  const records = await t.call({ method: 'GET', url: '/api/locations?range=[0,999]', token });
  if (records.statusCode !== 403) return getAll<Location>(t, token, '/api/locations');
  const names = await t.call({
    method: 'GET',
    url: '/api/locations/list?for=contracts.location&limit=9999',
    token,
  });
  if (names.statusCode !== 200) throw new Error(`GET /api/locations/list: ${names.statusCode} ${names.body}`);
  return (names.json() as { data: { id: number; name: string }[] }).data.map(
    (item): Location => ({ ...item, isMain: false }),
  );
}

const masterByToken = new Map<string, Promise<MasterData>>();

/** The supplier types, suppliers and usable locations the caller sees (read once per token). */
export function masterData(t: TestApp, token: string): Promise<MasterData> {
  let found = masterByToken.get(token);
  if (!found) {
    found = (async () => {
      const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token })).json() as {
        locations: number[];
      };
      const locations = (await locationsOf(t, token))
        .filter((location) => profile.locations.length === 0 || profile.locations.includes(location.id))
        .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
      return {
        types: await getAll<SupplierType>(t, token, '/api/supplier-types'),
        suppliers: await getAll<Supplier>(t, token, '/api/suppliers'),
        locations,
      };
    })();
    masterByToken.set(token, found);
  }
  return found;
}

let numbered = 0;
/** A contract number no other test contract has. */
export const freshNumber = (prefix = 'T'): string => {
  numbered += 1;
  return `${prefix}-${numbered}-${Math.random().toString(36).slice(2, 7)}`;
};

/**
 * A complete, valid body: a year running, ending in a year, one month notice, no renewal, both
 * alerts off. `overrides` replace any field; give `supplier` or `supplierType` to pick the type.
 */
export async function contractBody(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const master = await masterData(t, token);
  const chosenSupplier = master.suppliers.find((supplier) => supplier.id === overrides.supplier);
  const typeId = (overrides.supplierType as number | undefined) ?? chosenSupplier?.supplierType;
  const type = master.types.find((item) => item.id === typeId) ?? master.types[0];
  const supplier = chosenSupplier ?? master.suppliers.find((item) => item.supplierType === type.id);
  const today = todayOf(t);
  return {
    number: freshNumber(),
    reference: '',
    supplierType: type.id,
    description: '',
    supplier: supplier?.id ?? master.suppliers[0].id,
    supplierContact: null,
    location: master.locations[0].id,
    owner: null,
    internalContacts: [],
    receivers: [],
    startsAt: addMonths(today, -12),
    indefinite: false,
    endsAt: addMonths(today, 12),
    noticeAmount: 1,
    noticeUnit: 'months',
    renewalMonths: null,
    yearlyValue: null,
    offersOptIn: false,
    endAlertEnabled: false,
    endAlertAmount: null,
    endAlertUnit: null,
    noticeAlertEnabled: false,
    noticeAlertAmount: null,
    noticeAlertUnit: null,
    specifications: validSpecifications(type),
    ...overrides,
  };
}

/** Creates a contract through the API (201 expected) and returns the record. */
export async function createContract(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ContractRecord> {
  const payload = await contractBody(t, token, overrides);
  const response = await t.call({ method: 'POST', url: '/api/contracts', token, payload });
  if (response.statusCode !== 201) {
    throw new Error(`create contract: ${response.statusCode} ${response.body}`);
  }
  return response.json() as ContractRecord;
}

/**
 * The numbers of a company's contracts whose fields hold `text` (any case or accent, as the search's stored
 * text), in the list's default order: what a search of the fields must answer, read from the table.
 */
export async function numbersHolding(t: TestApp, companyId: number, text: string): Promise<string[]> {
  const result = (await t.database.db.execute(sql`select number from contracts
    where company_id = ${companyId} and strpos(search_text, ${foldText(text)}) > 0
    order by notice_deadline asc nulls last, id asc`)) as unknown as { rows: { number: string }[] };
  return result.rows.map((row) => row.number);
}

/** A searched page of the contract list in its default order: the numbers it shows and its total. */
export async function searchedPage(
  t: TestApp,
  token: string,
  q: string,
  range: string,
): Promise<{ numbers: string[]; total: number }> {
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=${range}`,
    token,
  });
  expect(response.statusCode, response.body).toBe(200);
  const numbers = (response.json() as { number: string }[]).map((row) => row.number);
  return { numbers, total: Number(response.headers['content-range']?.split('/')[1]) };
}
