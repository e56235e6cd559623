/**
 * Writes the demo bakery's contracts (./contract-data.ts) inside seedDemo's transaction, with
 * dates relative to the seed day and the stored current term computed by the same date rules the
 * API uses; the specifications are checked against their supplier type like a save would.
 */
import { eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { yearlyCost } from '../../src/schema/contract-costs';
import { addDays, addMonths, currentTerm, type Day } from '../../src/schema/contract-dates';
import { checkSpecifications } from '../../src/schema/resources/contract-specifications';
import { termsOf } from '../../src/schema/resources/contracts';
import type { SpecificationField } from '../../src/schema/resources/supplier-types';
import type { Database } from '../db/client';
import { resourceTables } from '../db/resource-tables';
import { users } from '../db/schema';
import { DEMO_CONTRACTS, DEMO_PEOPLE, type DemoContract } from './contract-data';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Rows of a resource table as plain records (the derived tables are untyped). */
const rowsOf = async (tx: Transaction, resource: string, where?: SQL) =>
  (await tx.select().from(resourceTables[resource]).where(where)) as Record<string, unknown>[];

const ofCompany = (resource: string, companyId: number): SQL =>
  eq((getTableColumns(resourceTables[resource]) as Record<string, PgColumn>).companyId, companyId);

function byKey(rows: Record<string, unknown>[], key: string): Map<string, Record<string, unknown>> {
  return new Map(rows.map((row) => [String(row[key]), row]));
}

/**
 * A demo contract's costs: a yearly value that twelve months divide is billed monthly, the others
 * yearly; 21 % VAT, 30 days to pay. The yearly value and its VAT-inclusive twin as a save derives them.
 */
function costsOf(yearlyValue: number) {
  const monthly = yearlyValue % 12 === 0;
  const costs = {
    costAmount: monthly ? yearlyValue / 12 : yearlyValue,
    costPeriod: monthly ? 'month' : 'year',
    vatIncluded: false,
    vatRate: 21,
    paymentTermDays: 30,
  };
  const yearly = yearlyCost(costs);
  return { ...costs, yearlyValue: yearly.excl, yearlyValueInclVat: yearly.incl };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`The demo contracts need ${what}`);
  return value;
};

/** The two alerts most contracts carry: two months before the end, a month before the notice deadline. */
function alertsOf(contract: DemoContract) {
  const end = !contract.quiet && contract.endsIn !== null;
  const notice = !contract.quiet && contract.notice !== undefined;
  return {
    endAlertEnabled: end,
    endAlertAmount: end ? 2 : null,
    endAlertUnit: end ? 'months' : null,
    noticeAlertEnabled: notice,
    noticeAlertAmount: notice ? 1 : null,
    noticeAlertUnit: notice ? 'months' : null,
  };
}

/** The contract's date fields as of the seed day. */
function datesOf(contract: DemoContract, today: Day) {
  const endsAt = contract.endsIn === null ? null : addDays(today, contract.endsIn);
  return {
    startsAt: endsAt ? addMonths(endsAt, -contract.months) : addMonths(today, -contract.months),
    indefinite: endsAt === null,
    endsAt,
    noticeAmount: contract.notice?.[0] ?? null,
    noticeUnit: contract.notice?.[1] ?? null,
    renewalMonths: contract.renewal ?? null,
  };
}

export async function seedContracts(tx: Transaction, { bakery, today }: { bakery: number; today: Day }) {
  const suppliers = byKey(await rowsOf(tx, 'suppliers'), 'name');
  const types = byKey(await rowsOf(tx, 'supplier-types'), 'id');
  const contacts = byKey(await rowsOf(tx, 'contacts', ofCompany('contacts', bakery)), 'emailAddress');
  const locations = (await rowsOf(tx, 'locations', ofCompany('locations', bakery))).sort(
    (a, b) => (a.id as number) - (b.id as number),
  );
  const people = await tx
    .select({ id: users.id, emailAddress: users.emailAddress })
    .from(users)
    .where(inArray(users.emailAddress, Object.values(DEMO_PEOPLE)));
  const personId = (name: keyof typeof DEMO_PEOPLE) =>
    need(people.find((user) => user.emailAddress === DEMO_PEOPLE[name])?.id, DEMO_PEOPLE[name]);

  const rows = DEMO_CONTRACTS.map((contract) => {
    const supplier = need(suppliers.get(contract.supplier), `the supplier ${contract.supplier}`);
    const type = need(types.get(String(supplier.supplierType)), `the type of ${contract.supplier}`);
    const fields = type.specificationFields as SpecificationField[];
    const specified = checkSpecifications(
      fields,
      fields.map((field, index) => ({ label: field.label, value: contract.specifications[index] ?? '' })),
    );
    const [invalid] = Object.keys(specified.errors);
    if (invalid) throw new Error(`${contract.number}: ${invalid} is not valid`);
    const owner = personId(contract.owner);
    const colleagues = (contract.colleagues ?? []).map(personId);
    const dates = datesOf(contract, today);
    const term = currentTerm(termsOf(dates), today);
    return {
      companyId: bakery,
      number: contract.number,
      reference: contract.reference,
      supplierType: type.id,
      description: contract.description,
      supplier: supplier.id,
      supplierContact: contract.contact
        ? need(contacts.get(contract.contact)?.id, `the contact ${contract.contact}`)
        : null,
      location: need(locations[contract.location]?.id, `location ${contract.location}`),
      owner,
      internalContacts: colleagues,
      receivers: [owner, ...colleagues],
      ...dates,
      ...costsOf(contract.yearlyValue),
      offersOptIn: contract.offers === true && type.purchasingAdvice === true,
      ...alertsOf(contract),
      specifications: specified.values,
      archived: contract.archived === true,
      supplierName: supplier.name,
      currentEndsAt: term.endsAt,
      noticeDeadline: term.noticeDeadline,
    };
  });
  await tx.insert(resourceTables.contracts).values(rows as never);
}
