/**
 * POST /api/contracts/import: sheet texts to contracts through the API's own rules, every row's
 * errors with its row number, all or nothing, a second import of the same rows changing nothing,
 * a location-restricted user confined to its locations, other roles and companies refused.
 */
import { sql } from 'drizzle-orm';
import { CHECK_BATCH_ROWS } from '../../../server/contracts/import';
import { setupTestApp } from '../harness';
import type { ContractRecord } from './fixtures';

const t = setupTestApp();
let admin: string;
let buyer: string;
beforeAll(async () => {
  [admin, buyer] = await Promise.all(['beheerder@demo.nl', 'inkoop@demo.nl'].map((email) => t.login(email)));
});

type Sheet = Record<string, string>[];
const importSheet = (rows: Sheet, { dryRun = false, token = admin, newSuppliers = false } = {}) =>
  t.call({ method: 'POST', url: '/api/contracts/import', token, payload: { rows, dryRun, newSuppliers } });
const contractsNumbered = async (prefix: string): Promise<ContractRecord[]> => {
  const filter = encodeURIComponent(JSON.stringify({ q: prefix }));
  const response = await t.call({
    method: 'GET',
    url: `/api/contracts?filter=${filter}&sort=["number","ASC"]&range=[0,99]`,
    token: admin,
  });
  return response.json() as ContractRecord[];
};

/**
 * Runs `check` with the demo company's plan allowing `allowed(n)` contracts, n being its active ones
 * now, and puts the plan's own limit back after.
 */
async function withContractLimit(allowed: (n: number) => number, check: (limit: number) => Promise<void>) {
  const db = t.database.db;
  const [{ n }] = (
    (await db.execute(sql`select count(*)::int as n from contracts where not archived and company_id =
      (select id from companies where name = 'Bakkerij De Korenschoof B.V.')`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const [plan] = (
    (await db.execute(sql`select max_contracts as max from plans where name = 'Zakelijk'`)) as unknown as {
      rows: { max: number | null }[];
    }
  ).rows;
  const limit = allowed(n);
  await db.execute(sql`update plans set max_contracts = ${limit} where name = 'Zakelijk'`);
  try {
    await check(limit);
  } finally {
    await db.execute(sql`update plans set max_contracts = ${plan.max} where name = 'Zakelijk'`);
  }
}

/** Three contracts as a Dutch spreadsheet writes them. */
const sheet = (prefix: string): Sheet => [
  {
    number: `${prefix}-001`,
    supplier: 'eneco b.v.',
    location: 'Hoofdkantoor Utrecht',
    owner: 'contracten@demo.nl',
    startsAt: '1-1-2026',
    endsAt: '31-12-2027',
    noticeAmount: '3 maanden',
    renewalMonths: '12',
    costAmount: '1.234,56',
    costPeriod: 'per maand',
    vatIncluded: 'Nee',
    description: 'Stroom en gas',
    'specifications.EAN-code': '871234567890123456',
    'specifications.soort energie': 'stroom en gas',
  },
  {
    number: `${prefix}-002`,
    supplier: 'KPN',
    location: 'bakkerij amersfoort',
    startsAt: '2026-03-01',
    endsAt: 'onbepaalde tijd',
    noticeAmount: '90 dagen',
    yearlyValue: '2400.50',
    'specifications.Aantal aansluitingen': '12',
  },
  {},
  {
    number: `${prefix}-003`,
    supplierType: 'Schoonmaak',
    supplier: 'Hago',
    location: 'Winkel Zeist',
    startsAt: '1 april 2026',
    endsAt: '31 maart 2028',
    receivers: 'beheerder@demo.nl; Mohamed El Amrani',
    'specifications.Uren per week': '6',
  },
];

/** A telecom contract with what its type requires. */
const kpn = (number: string, location: string) => ({
  number,
  supplier: 'KPN',
  location,
  endsAt: '31-12-2030',
  'specifications.Aantal aansluitingen': '2',
});

describe('importing contracts from a sheet', () => {
  it('previews without storing, then saves every row with its texts read as the fields', async () => {
    const preview = await importSheet(sheet('IMP-A'), { dryRun: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ saved: false, created: 3, updated: 0, skipped: 1, failed: 0 });
    expect(preview.json().rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 5]);
    expect(await contractsNumbered('IMP-A')).toEqual([]);

    const saved = await importSheet(sheet('IMP-A'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, created: 3, unchanged: 0, failed: 0 });
    const [first, second, third] = await contractsNumbered('IMP-A');
    expect(first).toMatchObject({
      supplierName: 'Eneco',
      startsAt: '2026-01-01',
      endsAt: '2027-12-31',
      noticeAmount: 3,
      noticeUnit: 'months',
      renewalMonths: 12,
      costAmount: 1234.56,
      costPeriod: 'month',
      vatIncluded: false,
      yearlyValue: 14814.72,
      description: 'Stroom en gas',
    });
    expect(first.specifications).toEqual(
      expect.arrayContaining([
        { label: 'EAN-code', value: '871234567890123456' },
        { label: 'Soort energie', value: 'Stroom en gas' },
      ]),
    );
    expect(second).toMatchObject({ supplierName: 'KPN', indefinite: true, endsAt: null, noticeAmount: 90 });
    expect(second.noticeUnit).toBe('days');
    expect(third).toMatchObject({ supplierName: 'Hago', startsAt: '2026-04-01', endsAt: '2028-03-31' });
    expect((third.receivers as number[]).length).toBe(2);
  });

  it('reads a period as its unit word or its name, in either form', async () => {
    const periods = ['maand', 'Kwartaal', 'jaarlijks', 'per jaar', 'month', 'months'];
    const rows = periods.map((costPeriod, i) => ({
      ...kpn(`IMP-P-${i}`, 'Winkel Zeist'),
      costAmount: '100',
      costPeriod,
      noticeAmount: i % 2 ? '1 maand' : '2 months',
    }));
    const saved = await importSheet(rows);
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = await contractsNumbered('IMP-P-');
    expect(stored.map(({ costPeriod, noticeUnit }) => [costPeriod, noticeUnit])).toEqual(
      periods.map((_, i) => [['month', 'quarter', 'year', 'year', 'month', 'month'][i], 'months']),
    );
    const wrong = await importSheet([{ ...kpn('IMP-P-9', 'Winkel Zeist'), costPeriod: 'dagen' }], {
      dryRun: true,
    });
    expect(wrong.json()).toMatchObject({ failed: 1 });
  });

  it('reads a renewal as whole months, and says so of a renewal in days or weeks', async () => {
    // No renewal is written as 0, Nee or geen as often as it is left empty.
    const rows = ['12', '6 maanden', '1 jaar', '0', 'Nee', 'geen', '0 maanden'].map((renewalMonths, i) => ({
      ...kpn(`IMP-R-${i}`, 'Winkel Zeist'),
      renewalMonths,
    }));
    const saved = await importSheet(rows);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await contractsNumbered('IMP-R-')).map((row) => row.renewalMonths)).toEqual([
      12,
      6,
      12,
      null,
      null,
      null,
      null,
    ]);
    const wrong = await importSheet(
      ['90 dagen', '2 weken'].map((renewalMonths, i) => ({
        ...kpn(`IMP-R-${8 + i}`, 'Winkel Zeist'),
        renewalMonths,
      })),
      { dryRun: true },
    );
    expect(wrong.json().rows.map((row: { errors: Record<string, string> }) => row.errors)).toEqual([
      { renewalMonths: 'app.contracts.import.errors.not_months' },
      { renewalMonths: 'app.contracts.import.errors.not_months' },
    ]);
  });

  it("names a notice period without its unit under the sheet's notice column", async () => {
    const answer = await importSheet([{ ...kpn('IMP-U-1', 'Winkel Zeist'), noticeAmount: '3' }], {
      dryRun: true,
    });
    expect(answer.json()).toMatchObject({ saved: false, failed: 1 });
    expect(answer.json().rows[0].errors).toEqual({
      noticeAmount: 'resources.contracts.errors.period_incomplete',
    });
  });

  it("names every rule a row breaks at once, each under its sheet's column", async () => {
    const row = {
      ...kpn('IMP-U-2', 'Winkel Zeist'),
      startsAt: '01-06-2026',
      endsAt: '31-05-2026',
      noticeAmount: '3',
    };
    const answer = await importSheet([row], { dryRun: true });
    expect(answer.json().rows[0].errors).toEqual({
      endsAt: 'resources.contracts.errors.ends_before_start',
      noticeAmount: 'resources.contracts.errors.period_incomplete',
    });
  });

  it('imports the same rows again as unchanged, and updates only what changed', async () => {
    await importSheet(sheet('IMP-B'));
    const again = await importSheet(sheet('IMP-B'));
    expect(again.json()).toMatchObject({ saved: true, created: 0, updated: 0, unchanged: 3 });
    const changed = sheet('IMP-B');
    changed[1].yearlyValue = '2.600,00';
    const updated = await importSheet(changed);
    expect(updated.json()).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const [, second] = await contractsNumbered('IMP-B');
    expect(second.yearlyValue).toBe(2600);
    expect(await contractsNumbered('IMP-B')).toHaveLength(3);
  });

  it('gives a contract with a blank owner to the importer, and keeps that owner on the next import', async () => {
    const rows = sheet('IMP-O').slice(0, 1);
    rows[0].owner = '';
    expect((await importSheet(rows)).json()).toMatchObject({ saved: true, created: 1 });
    const [created] = await contractsNumbered('IMP-O');
    const profile = (await t.call({ method: 'GET', url: '/api/auth/profile', token: admin })).json();
    expect(created.owner).toBe(profile.id);
    expect((await importSheet(rows)).json()).toMatchObject({ saved: true, updated: 0, unchanged: 1 });
    expect((await contractsNumbered('IMP-O'))[0].owner).toBe(created.owner);
  });

  it('stores nothing when one row is wrong, and names every error with its row and column', async () => {
    const rows = sheet('IMP-C');
    rows[1].supplier = 'Enecco';
    rows[3].startsAt = '31-02-2026';
    rows.push({ ...rows[0], costAmount: 'veel' });
    const answer = await importSheet(rows);
    expect(answer.statusCode).toBe(400);
    const report = answer.json();
    expect(report).toMatchObject({ saved: false, failed: 3 });
    const byRow = Object.fromEntries(report.rows.map((row: { row: number }) => [row.row, row]));
    expect(byRow[3].errors.supplier).toBe('app.contracts.import.errors.unknown');
    expect(byRow[3].suggestions.supplier).toContain('Eneco');
    expect(byRow[5].errors.startsAt).toBe('app.contracts.import.errors.not_a_date');
    expect(byRow[6].errors).toMatchObject({
      costAmount: 'app.contracts.import.errors.not_an_amount',
      number: 'app.contracts.import.errors.duplicate_in_file',
    });
    expect(byRow[2].errors).toEqual({});
    expect(await contractsNumbered('IMP-C')).toEqual([]);
  });

  it('runs the API checks on every row: required fields, the supplier of the type', async () => {
    const answer = await importSheet([
      { number: 'IMP-D-001', location: 'Winkel Zeist', endsAt: '1-1-2030' },
      {
        number: 'IMP-D-002',
        supplierType: 'Telecom',
        supplier: 'Eneco',
        location: 'Winkel Zeist',
        endsAt: '1-1-2030',
      },
    ]);
    expect(answer.statusCode).toBe(400);
    const [missing, mismatched] = answer.json().rows;
    // The first row has no supplier column: it is told to add one (an empty cell is "required").
    expect(missing.errors.supplier).toBe('app.contracts.import.errors.required_column');
    const emptySupplier = await importSheet([
      { number: 'IMP-D-005', supplier: '', location: 'Winkel Zeist', endsAt: '1-1-2030' },
    ]);
    expect(emptySupplier.json().rows[0].errors).toEqual({
      supplier: 'app.validation.required',
      supplierType: 'app.validation.required',
    });
    // An empty end date says how a contract without one is written; so written, the row is fine.
    const noEnd = await importSheet([
      { ...kpn('IMP-D-006', 'Winkel Zeist'), endsAt: '' },
      { ...kpn('IMP-D-007', 'Winkel Zeist'), endsAt: 'Onbepaalde tijd' },
    ]);
    expect(noEnd.json().rows.map((row: { errors: object }) => row.errors)).toEqual([
      { endsAt: 'app.contracts.import.errors.no_end_date' },
      {},
    ]);
    // A specification the type requires is named by its column.
    const unspecified = await importSheet([
      { ...kpn('IMP-D-003', 'Winkel Zeist'), 'specifications.Aantal aansluitingen': '' },
    ]);
    expect(unspecified.json().rows[0].errors).toEqual({
      'specifications.Aantal aansluitingen': 'app.validation.required',
    });
    // A sheet without that column is told to add it.
    const { 'specifications.Aantal aansluitingen': _, ...withoutColumn } = kpn('IMP-D-004', 'Winkel Zeist');
    expect((await importSheet([withoutColumn])).json().rows[0].errors).toEqual({
      'specifications.Aantal aansluitingen': 'app.contracts.import.errors.missing_column',
    });
    expect(mismatched.errors.supplier).toBe('resources.contracts.errors.supplier_not_of_type');
    // A value under another type's specification is not dropped unseen; a blank one is fine.
    const otherTypes = await importSheet([
      {
        ...kpn('IMP-D-006', 'Winkel Zeist'),
        'specifications.Uren per week': '6',
        'specifications.Nergens': 'x',
      },
      { ...kpn('IMP-D-007', 'Winkel Zeist'), 'specifications.Uren per week': ' ' },
    ]);
    expect(otherTypes.statusCode).toBe(400);
    expect(otherTypes.json().rows.map((row: { errors: object }) => row.errors)).toEqual([
      {
        'specifications.Uren per week': 'app.contracts.import.errors.not_of_type',
        'specifications.Nergens': 'app.contracts.import.errors.not_of_type',
      },
      {},
    ]);
  });

  it("names every column a new contract lacks, beside the row's other errors, and updates without them", async () => {
    // No location column: a row with a wrong date hears of both at once.
    const { location: _, ...withoutLocation } = kpn('IMP-L-001', 'Winkel Zeist');
    const answer = await importSheet([
      { ...withoutLocation, endsAt: '31-02-2030' },
      { ...withoutLocation, number: 'IMP-L-002' },
    ]);
    expect(answer.statusCode).toBe(400);
    const [wrongDate, plain] = answer.json().rows;
    expect(wrongDate.errors).toEqual({
      endsAt: 'app.contracts.import.errors.not_a_date',
      location: 'app.contracts.import.errors.required_column',
    });
    expect(plain.errors).toEqual({ location: 'app.contracts.import.errors.required_column' });
    // Without a type column the type comes with the supplier: only the missing supplier is named.
    const noSupplier = await importSheet([
      { number: 'IMP-L-003', location: 'Winkel Zeist', endsAt: '31-02-2030' },
    ]);
    expect(noSupplier.json().rows[0].errors).toEqual({
      endsAt: 'app.contracts.import.errors.not_a_date',
      supplier: 'app.contracts.import.errors.required_column',
    });
    expect(await contractsNumbered('IMP-L')).toEqual([]);
    // Contracts the sheet names by number are updated by the columns it has.
    expect((await importSheet([kpn('IMP-L-004', 'Winkel Zeist')])).statusCode).toBe(200);
    const update = await importSheet([{ number: 'IMP-L-004', yearlyValue: '4.800' }]);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toMatchObject({ saved: true, created: 0, updated: 1 });
    const [stored] = await contractsNumbered('IMP-L-004');
    expect(stored).toMatchObject({ yearlyValue: 4800, location: expect.any(Number) });
  });

  it('adds the suppliers it does not know as the company own ones when asked, each once', async () => {
    const cleaning = (number: string, supplier: string, supplierType?: string) => ({
      number,
      supplier,
      ...(supplierType ? { supplierType } : {}),
      location: 'Winkel Zeist',
      endsAt: '31-12-2028',
      'specifications.Uren per week': '4',
    });
    const rows = [
      cleaning('IMP-N-001', 'Glazenwasserij Helder', 'Schoonmaak'),
      // The same supplier as a sheet may spell it: one supplier.
      cleaning('IMP-N-002', 'glazenwasserij helder b.v.', 'schoonmaak'),
      cleaning('IMP-N-003', 'Hago'),
    ];
    const suppliersNamed = async (name: string) => {
      const filter = encodeURIComponent(JSON.stringify({ q: name }));
      const response = await t.call({ method: 'GET', url: `/api/suppliers?filter=${filter}`, token: admin });
      return response.json() as {
        id: number;
        name: string;
        supplierType: number;
        companyId: number | null;
      }[];
    };

    // Not asked: an unknown supplier is a row error, as it always was.
    const refused = await importSheet(rows);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().rows[0].errors.supplier).toBe('app.contracts.import.errors.unknown');
    // The check names what it would add, and adds nothing.
    const preview = await importSheet(rows, { dryRun: true, newSuppliers: true });
    expect(preview.json()).toMatchObject({ failed: 0, created: 3, newSuppliers: ['Glazenwasserij Helder'] });
    expect(await suppliersNamed('Glazenwasserij Helder')).toEqual([]);

    const saved = await importSheet(rows, { newSuppliers: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ created: 3, newSuppliers: ['Glazenwasserij Helder'] });
    const [added, ...more] = await suppliersNamed('Glazenwasserij Helder');
    expect(more).toEqual([]);
    const [hago] = await suppliersNamed('Hago');
    expect(added.supplierType).toBe(hago.supplierType);
    const imported = await contractsNumbered('IMP-N');
    expect(imported.map((contract) => contract.supplier)).toEqual([added.id, added.id, hago.id]);
    // The company's own supplier (suppliers-own.test.ts: seen by no other company).
    expect(added.companyId).toEqual(expect.any(Number));
    expect(added.companyId).toBe(imported[0].companyId);
    // Known from then on: the same sheet again adds and changes nothing.
    const again = await importSheet(rows, { newSuppliers: true });
    expect(again.json()).toMatchObject({ unchanged: 3, newSuppliers: [] });

    // Without a type there is nothing to add it as: the row says what is missing.
    const untyped = await importSheet([cleaning('IMP-N-004', 'Bloemist Roos')], {
      dryRun: true,
      newSuppliers: true,
    });
    expect(untyped.json().rows[0].errors.supplier).toBe('app.contracts.import.errors.new_supplier_type');
    expect(untyped.json().newSuppliers).toEqual([]);
    // A type that matches none is that column's error; the supplier stays unknown.
    const mistyped = await importSheet([cleaning('IMP-N-005', 'Bloemist Roos', 'Bloemen')], {
      dryRun: true,
      newSuppliers: true,
    });
    expect(mistyped.json().rows[0].errors).toMatchObject({
      supplierType: 'app.contracts.import.errors.unknown',
      supplier: 'app.contracts.import.errors.unknown',
    });
    // A name the supplier form refuses says why, not "not found".
    const tooLong = await importSheet([cleaning('IMP-N-006', 'N'.repeat(300), 'Schoonmaak')], {
      dryRun: true,
      newSuppliers: true,
    });
    expect(tooLong.json().rows[0].errors.supplier).toBe('app.validation.too_long');
  });

  it('keeps a location-restricted user to its own locations', async () => {
    const outside = await importSheet([kpn('IMP-E-001', 'Hoofdkantoor Utrecht')], {
      token: buyer,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().rows[0].errors.location).toBe('app.contracts.import.errors.location_not_allowed');
    const inside = await importSheet([kpn('IMP-E-002', 'Bakkerij Amersfoort')], {
      token: buyer,
    });
    expect(inside.statusCode, inside.body).toBe(200);
    // A number the company has at a location the user does not see is no update: a duplicate.
    await importSheet([kpn('IMP-E-003', 'Hoofdkantoor Utrecht')]);
    const hidden = await importSheet([kpn('IMP-E-003', 'Bakkerij Amersfoort')], {
      token: buyer,
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().rows[0].errors.number).toBeDefined();
  });

  it("refuses the rows beyond the plan's contract limit, counted once for the whole sheet", async () => {
    await withContractLimit(
      (n) => n + 2,
      async (limit) => {
        const rows = ['IMP-G-001', 'IMP-G-002', 'IMP-G-003'].map((number) => kpn(number, 'Winkel Zeist'));
        const answer = await importSheet(rows);
        expect(answer.statusCode).toBe(400);
        const report = answer.json();
        expect(report.rows.map((row: { errors: Record<string, string> }) => Object.keys(row.errors))).toEqual(
          [[], [], ['row']],
        );
        // The plan's limit as an i18n key, its values beside the rows, so the app says it in the reader's language.
        expect(report.rows[2].errors.row).toBe('app.subscription.limits.maxContracts');
        expect(report.planLimit).toEqual({ plan: 'Zakelijk', limit });
        expect(await contractsNumbered('IMP-G')).toEqual([]);
        expect((await importSheet(rows.slice(0, 2))).json()).toMatchObject({ saved: true, created: 2 });
      },
    );
  });

  it('answers malformed sheets with a 400, never a 500, and stores nothing', async () => {
    const before = await contractsNumbered('IMP-H');
    const malformed: unknown[] = [
      null,
      {},
      { rows: 'nope' },
      { rows: [1, 2] },
      { rows: [[]] },
      { rows: [{ number: 5 }] },
      { rows: [JSON.parse('{"__proto__": "x", "number": "IMP-H-1"}')] },
      { rows: [{ constructor: 'x' }] },
      { rows: [{ 'specifications.': 'x' }] },
      { rows: [{ ...kpn('IMP-H-2', 'Winkel Zeist'), number: 'IMP-H-\u0000' }] },
      { rows: [{ ...kpn('IMP-H-3', 'Winkel Zeist'), costAmount: '9'.repeat(30), costPeriod: 'per maand' }] },
      { rows: [{ ...kpn('IMP-H-4', 'Winkel Zeist'), noticeAmount: '99999999999 maanden' }] },
      { rows: [{ number: 'IMP-H-5'.padEnd(10_000, 'X'), supplier: 'K'.repeat(10_000) }] },
      { rows: [{ ...kpn('IMP-H-6', 'Winkel Zeist'), endsAt: '31-12-99999', startsAt: '0-0-0000' }] },
      { rows: [{ ...kpn('IMP-H-7', 'Winkel Zeist'), receivers: ';;;,,,', vatRate: '21%%' }] },
      { rows: [{ ...kpn('IMP-H-8', 'Winkel Zeist'), 'specifications.Aantal aansluitingen': '\u202e3' }] },
    ];
    for (const payload of malformed) {
      const answer = await t.call({
        method: 'POST',
        url: '/api/contracts/import',
        token: admin,
        payload: payload as never,
      });
      expect(answer.statusCode, `${JSON.stringify(payload).slice(0, 80)}: ${answer.body.slice(0, 200)}`).toBe(
        400,
      );
    }
    expect(await contractsNumbered('IMP-H')).toEqual(before);
  });

  it('lets other requests in while a large sheet is checked, the database ones too', async () => {
    const rows = Array.from({ length: 4 * CHECK_BATCH_ROWS }, (_, i) => kpn(`IMP-Y-${i}`, 'Winkel Zeist'));
    let imported = false;
    const importing = importSheet(rows, { dryRun: true }).then((answer) => {
      imported = true;
      return answer;
    });
    // Asked once the import is under way: answered before it ends, not after every row. The
    // embedded database has one connection: a list waits for one batch of the check, not all.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = await t.call({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(imported).toBe(false);
    const list = await t.call({ method: 'GET', url: '/api/contracts?range=[0,9]', token: buyer });
    expect(list.statusCode).toBe(200);
    expect(imported).toBe(false);
    expect((await importing).json().rows).toHaveLength(rows.length);
  });

  it('checks a sheet of several batches as one: duplicates, added suppliers and the plan limit', async () => {
    const size = 2 * CHECK_BATCH_ROWS + 10;
    const rows: Sheet = Array.from({ length: size }, (_, i) => kpn(`IMP-Z-${i}`, 'Winkel Zeist'));
    // A new supplier typed in the first batch only, named again in the last without its type.
    rows[0] = { ...rows[0], supplier: 'Belwinkel Noord', supplierType: 'Telecom' };
    rows[size - 1] = { ...rows[size - 1], supplier: 'belwinkel noord' };
    // The first batch's number again in the second.
    rows[CHECK_BATCH_ROWS + 1] = { ...rows[CHECK_BATCH_ROWS + 1], number: 'IMP-Z-3' };
    await withContractLimit(
      (n) => n + size - 3,
      async (limit) => {
        const answer = await importSheet(rows, { dryRun: true, newSuppliers: true });
        expect(answer.statusCode, answer.body).toBe(200);
        const report = answer.json();
        const failing = report.rows
          .map((row: { row: number; errors: Record<string, string> }) => [row.row, row.errors])
          .filter(([, errors]: [number, Record<string, string>]) => Object.keys(errors).length > 0);
        // One duplicate, and the last two of the size − 1 new contracts beyond the plan's n + size − 3.
        expect(failing).toEqual([
          [CHECK_BATCH_ROWS + 3, { number: 'app.contracts.import.errors.duplicate_in_file' }],
          [size, { row: 'app.subscription.limits.maxContracts' }],
          [size + 1, { row: 'app.subscription.limits.maxContracts' }],
        ]);
        expect(report).toMatchObject({ created: size - 3, failed: 3, newSuppliers: ['Belwinkel Noord'] });
        expect(report.planLimit).toEqual({ plan: 'Zakelijk', limit });
        expect(await contractsNumbered('IMP-Z')).toEqual([]);
      },
    );
  });

  it('refuses other roles, a company without subscription, unknown columns and too many rows', async () => {
    const row = [{ number: 'IMP-F-001', supplier: 'KPN', location: 'Winkel Zeist' }];
    for (const email of ['admin@demo.nl', 'lezer@demo.nl', 'proef@demo.nl'])
      expect((await importSheet(row, { token: await t.login(email) })).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/api/contracts/import', payload: { rows: row } })).statusCode,
    ).toBe(401);
    const unknown = await importSheet([{ number: 'IMP-F-002', companyId: '2' }]);
    expect(unknown.statusCode).toBe(400);
    const many = await importSheet(Array.from({ length: 5001 }, (_, i) => ({ number: `IMP-F-${i}` })));
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ rows: 'app.contracts.import.too_many' });
    // Blank rows (a sheet's trailing empty ones) do not count.
    const blanks = await importSheet(
      [kpn('IMP-F-003', 'Winkel Zeist'), ...Array.from({ length: 6000 }, () => ({ number: '' }))],
      {
        dryRun: true,
      },
    );
    expect(blanks.json()).toMatchObject({ created: 1, skipped: 6000 });
    expect(await contractsNumbered('IMP-F')).toEqual([]);
  });
});
