/**
 * Declaration-driven fuzzing of the API: bad inputs derived from each resource's field
 * declarations (kind, bounds, max lengths, required, references, choices) and from the auth calls,
 * sent as create, update, list-filter, options and id requests by an authorised user. A case fails
 * when the server answers 5xx, or refuses (4xx) and still changed a row of the table it concerns,
 * or answers a non-canonical path id (`+4`, `4.0`) as if it were a row id. Seeded (mulberry32), so
 * a failing seed replays the same cases. Used by tests/api/fuzz.test.ts (2,000 cases) and
 * `npm run bench -- fuzz` (20,000 cases).
 */
import { asc, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import {
  planColumns,
  plansTable,
  subscriptionColumns,
  subscriptionsTable,
} from '../../server/auth/subscriptions';
import { companies, users } from '../../server/db/schema';
import { buildRegistry } from '../../server/resources';
import { type Resource, uniqueFields } from '../../src/schema/dsl';
import type { FieldMeta } from '../../src/schema/fields';
import { resources } from '../../src/schema/resources';
import type { TestApp } from '../api/harness';
import { freshUnique, sampleValues } from '../api/resources/samples';
import type { ResourceApp } from '../api/resources/setup';

/** A small seeded PRNG (mulberry32): the same seed gives the same cases. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number): number => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  return { next, int, pick, chance: (p: number): boolean => next() < p };
}
export type Prng = ReturnType<typeof prng>;

export interface FuzzFailure {
  case: number;
  what: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  serverErrors: FuzzFailure[];
  changedRows: FuzzFailure[];
  /** A path id that is not canonical (`+4`, `4.0`) answered as if it were a row id. */
  nonCanonicalAccepted: FuzzFailure[];
  /** Accepted, but against a rule of docs/requirements.md (a manual alert to a dashboard-only user). */
  rulesBroken: FuzzFailure[];
  /** Writes the server accepted although a value was bad (to read: most are harmless, e.g. an id of one's own). */
  acceptedWrites: string[];
  /** Answers by status code, e.g. {400: 1500, 200: 300}. */
  statuses: Record<number, number>;
  seconds: number;
}

/** A JSON value of any kind, as a hostile client may send it. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** What a bad value is derived from: a field's declaration (a group's items have no `item`). */
type Meta = Pick<FieldMeta, 'kind'> & Partial<FieldMeta>;

const NUL = '\u0000';
const BIDI = ['\u202e', '\u202a', '\u2066', '\u2069'];
const HUGE_NUMBERS: Json[] = [1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, 9.999e15, 1e-320, -0];
const WRONG_TYPES: Json[] = [true, false, 0, 1.5, '', 'x', [], [1], {}, { a: 1 }];
/** Ids a path may carry that are not the canonical decimal of a row id. */
const NON_CANONICAL_IDS = [
  '+4',
  '%204',
  '4.0',
  '04',
  '4e0',
  '0x4',
  '%2B4',
  '4%20',
  '-4',
  '0',
  '-0',
  '4%00',
  '%E2%80%AE4',
  '99999999999999999999',
  '2147483648',
  '4abc',
  '%EF%BC%94',
  'null',
  '%5B4%5D',
];
const BAD_DATES: Json[] = [
  '2026-02-30',
  '2027-02-29',
  '2026-13-01',
  '2026-00-10',
  '99999-01-01',
  '0000-00-00',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  ' 2026-01-01',
  `2026-01-01${NUL}`,
  'now',
  20260101,
  '',
];
/** Bodies no JSON client sends: cut off, of the wrong shape, deeply nested, prototype keys. */
const RAW_BODIES = [
  '{"a":',
  '[1,2,3]',
  '"text"',
  'null',
  '123',
  '{"number": 1e400}',
  '{"number": "\\u0000"}',
  '\ufeff{}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"x": 1}}}',
  '{"a":1,"a":2}',
  '{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'['.repeat(120_000)}${']'.repeat(120_000)}`,
  `{"name": ${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}}`,
  `{"specifications": [${'['.repeat(100_000)}${']'.repeat(100_000)}]}`,
];

const repeat = (length: number, char = 'x') => char.repeat(length);

interface RefIds {
  /** Ids of the target's rows in the caller's company (or shared rows). */
  own(target?: string): number[];
  /** Ids of the target's rows in another company. */
  foreign(target?: string): number[];
}

/** Bad values for one field, derived from its declaration. */
function badValues(meta: Meta, refs: RefIds): Json[] {
  const values: Json[] = [...WRONG_TYPES];
  if (meta.required) values.push(null);
  switch (meta.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone': {
      const max = meta.maxLength ?? 200;
      values.push(
        repeat(max + 1),
        repeat(max + 1, 'é'),
        `${repeat(max - 1)}😀😀`,
        `a${NUL}b`,
        NUL,
        ...BIDI.map((bidi) => `naam${bidi}txt.exe`),
        repeat(300_000),
        12345,
        ['a'],
        { value: 'a' },
      );
      if (meta.required) values.push('', '   ');
      if (meta.kind === 'email')
        values.push('geen-adres', 'a@', '@b.nl', `a${NUL}@b.nl`, 'a@b.nl\r\nBcc: x@y.nl');
      if (meta.kind === 'phone') values.push('abc', '12', `030${NUL}1234567`);
      break;
    }
    case 'number':
    case 'money':
      values.push(...HUGE_NUMBERS, '12', '12,50', 'NaN', 'Infinity', 0.001, -1, 12.345);
      break;
    case 'date':
      values.push(...BAD_DATES);
      break;
    case 'boolean':
      values.push('true', 'false', 1, null, 'ja');
      break;
    case 'choice': {
      const first = String(meta.choices?.[0] ?? 'x');
      values.push('niet-een-keuze', `${first}${NUL}`, first.toUpperCase(), ` ${first}`, 1);
      break;
    }
    case 'choices': {
      const first = meta.choices?.[0] ?? 'x';
      values.push(
        ['niet-een-keuze'],
        [typeof first === 'number' ? String(first) : 99],
        [null],
        first,
        Array.from({ length: 5000 }, () => first),
        [first, first],
      );
      break;
    }
    case 'reference':
      values.push(
        987_654,
        2 ** 31,
        0,
        -1,
        1.5,
        '4',
        '+4',
        ...refs.foreign(meta.reference),
        ...refs.own(meta.reference),
      );
      break;
    case 'references': {
      const own = refs.own(meta.reference);
      values.push(
        [987_654],
        [0],
        [-1],
        ['4'],
        [1.5],
        [2 ** 31],
        [null],
        ...refs.foreign(meta.reference).map((id) => [id]),
        ...own.map((id) => [id, id]),
        own,
        Array.from({ length: 1001 }, (_, index) => index + 1),
      );
      break;
    }
    case 'image':
      values.push(
        'data:image/png;base64,AAAA',
        'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        'data:text/html,<script>alert(1)</script>',
        'https://example.com/a.png',
        `data:image/png;base64,${'A'.repeat(1_500_001)}`,
        'data:image/png;base64,!!!',
      );
      break;
    case 'password':
      values.push('kort', repeat(129), `${repeat(10)}${NUL}`, 1234567890, null);
      break;
    case 'group': {
      values.push(
        [{}],
        ['x'],
        [null],
        Array.from({ length: 200 }, () => ({})),
        { label: 'x' },
      );
      for (const [name, sub] of Object.entries(meta.item ?? {})) {
        for (const bad of badValues(sub, refs).slice(-8)) values.push([{ [name]: bad }]);
      }
      break;
    }
  }
  return values;
}

interface Target {
  resource: Resource;
  token: string;
  /** A body the server accepted on create: every mutation starts from it. */
  base: Record<string, unknown>;
  /** Rows the caller may update. */
  ids: number[];
  /** A platform admin writes a company row naming its company. */
  companyId: number | null;
}

export async function runFuzz(
  t: TestApp,
  { seed, cases }: { seed: number; cases: number },
): Promise<FuzzReport> {
  const started = performance.now();
  const random = prng(seed);
  const registry = buildRegistry(resources);
  const db = t.database.db;
  const all = await db.select().from(companies).orderBy(companies.id);
  const bakery = all.find((company) => company.name.startsWith('Bakkerij'))?.id ?? 0;
  const bikes = all.find((company) => company.name.startsWith('Fietsenmaker'))?.id ?? 0;
  // The unlimited plan: a mutation the server accepts must not trip the plan's limits later on.
  const [unlimited] = await db.select().from(plansTable).where(eq(planColumns.name, 'Onbeperkt'));
  await db
    .update(subscriptionsTable)
    .set({ plan: (unlimited as { id: number }).id } as never)
    .where(eq(subscriptionColumns.companyId, bakery));
  const platform = await t.login('admin@demo.nl');
  const companyAdmin = await t.login('beheerder@demo.nl');
  const resourceApp: ResourceApp = { t, registry, bakery, bikes, viewers: new Map() };

  // Rows of each resource in the bakery and (company data) in another company.
  const ownIds = new Map<string, number[]>();
  const foreignIds = new Map<string, number[]>();
  for (const resource of resources) {
    const columns = registry.columns(resource);
    const table = registry.table(resource);
    const company = resource.scope === 'company';
    const own = await db
      .select({ id: columns.id })
      .from(table)
      .where(company ? eq(columns.companyId, bakery) : undefined)
      .orderBy(asc(columns.id))
      .limit(4);
    ownIds.set(
      resource.name,
      own.map((row) => row.id as number),
    );
    if (company) {
      const foreign = await db
        .select({ id: columns.id })
        .from(table)
        .where(ne(columns.companyId, bakery))
        .orderBy(asc(columns.id))
        .limit(2);
      foreignIds.set(
        resource.name,
        foreign.map((row) => row.id as number),
      );
    }
  }
  const refs: RefIds = {
    own: (target) => (target ? (ownIds.get(target) ?? []) : []),
    foreign: (target) => (target ? (foreignIds.get(target) ?? []) : []),
  };

  // Per resource: who may create it, and a body the server accepts.
  const targets: Target[] = [];
  for (const resource of resources) {
    const base = await sampleValues(resourceApp, resource, bakery);
    let target: Target | null = null;
    const writers: [string, number | null][] = [
      [companyAdmin, null],
      [platform, resource.scope === 'company' ? bakery : null],
    ];
    for (const [token, companyId] of writers) {
      const payload = companyId === null ? base : { ...base, companyId };
      const response = await t.call({ method: 'POST', url: `/api/${resource.name}`, token, payload });
      if (response.statusCode === 201) {
        const id = (response.json() as { id: number }).id;
        target = { resource, token, base, ids: [id, ...refs.own(resource.name).slice(0, 2)], companyId };
        break;
      }
    }
    // Not writable through the API (invoices, the outbox): every write must be refused.
    targets.push(
      target ?? { resource, token: platform, base, ids: refs.own(resource.name), companyId: null },
    );
  }

  const report: FuzzReport = {
    seed,
    cases,
    serverErrors: [],
    changedRows: [],
    nonCanonicalAccepted: [],
    rulesBroken: [],
    acceptedWrites: [],
    statuses: {},
    seconds: 0,
  };
  /** A digest of every row of a table, in id order, computed by the database (no rows sent over). */
  const snapshotOf = async (name: string): Promise<string> => {
    const table =
      name === 'users' || name === 'contract_alerts'
        ? name
        : getTableName(registry.table(registry.resources.get(name) as Resource));
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as digest from ${sql.identifier(table)} t`,
    );
    return (result as unknown as { rows: { digest: string }[] }).rows[0].digest;
  };

  // The digest sees a change of one value in one row, or the check would prove nothing.
  const contractsBefore = await snapshotOf('contracts');
  await db.execute(
    sql`update contracts set description = description || '.' where id = (select max(id) from contracts)`,
  );
  if ((await snapshotOf('contracts')) === contractsBefore)
    throw new Error('the table digest missed a change');

  /** One request; a refused one must leave the table `table` as it was. Returns the status. */
  const probe = async (
    n: number,
    what: string,
    request: InjectOptions & { token?: string },
    table?: string,
  ): Promise<number> => {
    // Taken afresh each time: an accepted call may change a table as a side effect (a mail queued).
    const before = table ? await snapshotOf(table) : undefined;
    const response = await t.call({
      remoteAddress: `10.9.${random.int(250)}.${random.int(250) + 1}`,
      ...request,
    });
    const status = response.statusCode;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    const failure = { case: n, what, status, body: response.body.slice(0, 300) };
    if (status >= 500) report.serverErrors.push(failure);
    if (table && status < 300 && request.method !== 'GET') report.acceptedWrites.push(`${what} → ${status}`);
    if (table && status >= 400 && (await snapshotOf(table)) !== before) report.changedRows.push(failure);
    return status;
  };

  const fieldsOf = (resource: Resource) => Object.entries(resource.meta) as [string, FieldMeta][];
  const idFor = (target: Target) => (target.ids.length > 0 ? random.pick(target.ids) : 1);
  const show = (value: unknown) => (JSON.stringify(value) ?? 'undefined').slice(0, 60);

  /** The base body with fresh unique values, and one to three fields bad or left out. */
  const mutated = (target: Target, n: number): { body: Record<string, unknown>; what: string } => {
    const body: Record<string, unknown> = { ...target.base };
    for (const name of uniqueFields(target.resource)) {
      if (typeof body[name] === 'string')
        body[name] = freshUnique(String(body[name]).slice(0, 30), 500_000 + n);
    }
    if (target.companyId !== null) body.companyId = target.companyId;
    const fields = fieldsOf(target.resource);
    const changes: string[] = [];
    const count = random.chance(0.2) ? 2 + random.int(2) : 1;
    for (let i = 0; i < count; i += 1) {
      const [name, meta] = random.pick(fields);
      if (random.chance(0.08)) {
        delete body[name];
        changes.push(`-${name}`);
        continue;
      }
      body[name] = random.pick(badValues(meta, refs));
      changes.push(`${name}=${show(body[name])}`);
    }
    if (random.chance(0.05)) {
      body.companyId = random.pick<Json>([bikes, 0, -1, String(bakery), 987_654, null]);
      changes.push(`companyId=${show(body.companyId)}`);
    }
    if (random.chance(0.05)) {
      body.id = random.pick<Json>([1, 987_654, '+4']);
      changes.push(`id=${show(body.id)}`);
    }
    return { body, what: changes.join(', ') };
  };

  const writeCase = async (n: number) => {
    const target = random.pick(targets);
    const create = target.ids.length === 0 || random.chance(0.5);
    const { body, what } = mutated(target, n);
    const url = create ? `/api/${target.resource.name}` : `/api/${target.resource.name}/${idFor(target)}`;
    const method = create ? 'POST' : 'PUT';
    await probe(
      n,
      `${method} ${url} ${what}`,
      { method, url, token: target.token, payload: body },
      target.resource.name,
    );
  };

  const rawCase = async (n: number) => {
    const target = random.pick(targets);
    const create = random.chance(0.5);
    const url = create ? `/api/${target.resource.name}` : `/api/${target.resource.name}/${idFor(target)}`;
    const method = create ? 'POST' : 'PUT';
    const raw = random.pick(RAW_BODIES);
    const type = random.pick([
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ]);
    await probe(
      n,
      `${method} ${url} raw ${raw.slice(0, 40)} (${raw.length} characters) as ${type}`,
      { method, url, token: target.token, payload: raw, headers: { 'content-type': type } },
      target.resource.name,
    );
  };

  const idCase = async (n: number) => {
    const target = random.pick(targets);
    const id = random.pick(NON_CANONICAL_IDS);
    const method = random.pick(['GET', 'PUT', 'DELETE'] as const);
    const url = `/api/${target.resource.name}/${id}`;
    const payload =
      method === 'PUT'
        ? { ...target.base, ...(target.companyId === null ? {} : { companyId: target.companyId }) }
        : undefined;
    const status = await probe(
      n,
      `${method} ${url}`,
      { method, url, token: target.token, payload },
      target.resource.name,
    );
    // A non-canonical id is no row id: never an answer about (or a change of) a row.
    if (status < 400)
      report.nonCanonicalAccepted.push({ case: n, what: `${method} ${url}`, status, body: '' });
  };

  const CONTRACT_FILTERS = ['status', 'running', 'noticeWithin', 'endsWithin', 'expiredWithin'];
  const listCase = async (n: number) => {
    const target = random.pick(targets);
    const [name, meta] = random.pick(fieldsOf(target.resource));
    const key = random.chance(0.7)
      ? name
      : random.pick(['q', 'id', 'companyId', 'nope', ...CONTRACT_FILTERS]);
    const value = random.pick<Json>([...badValues(meta, refs), ...NON_CANONICAL_IDS, -1, [null], 'true']);
    const filter = random.chance(0.9)
      ? JSON.stringify({ [key]: value })
      : random.pick(['{', '[]', 'null', '"x"', '{"q":"\\u0000"}', '{"id":{"$gt":0}}']);
    const query = new URLSearchParams({ filter });
    if (random.chance(0.3))
      query.set(
        'sort',
        random.pick([
          '["id","DROP"]',
          `["${name}","ASC"]`,
          '["nope","ASC"]',
          '[1,2]',
          '{',
          '["password","ASC"]',
        ]),
      );
    if (random.chance(0.3))
      query.set(
        'range',
        random.pick(['[0,1e20]', '[-5,3]', '[10,2]', '[0,9999999]', '"x"', '[1.5,2]', '[0]']),
      );
    const url = `/api/${target.resource.name}?${query}`;
    await probe(n, `GET ${url.slice(0, 200)}`, { method: 'GET', url, token: target.token });
  };

  const optionsCase = async (n: number) => {
    const target = random.pick(targets);
    const query = new URLSearchParams();
    if (random.chance(0.7))
      query.set('q', random.pick(['', NUL, '%', '_', "'", '\\', repeat(5000), BIDI[0], '😀']));
    if (random.chance(0.6))
      query.set('page', random.pick(['0', '-1', '1e9', 'abc', '1.5', '9999999', '+4', ' 4', '4.0']));
    if (random.chance(0.6))
      query.set('limit', random.pick(['0', '-1', '99999', 'abc', '1.5', '1e400', '9999', '+4']));
    const url = `/api/${target.resource.name}/list?${query}`;
    await probe(n, `GET ${url.slice(0, 200)}`, { method: 'GET', url, token: target.token });
  };

  // The auth calls, by the company admin where they need a session (profile, password, avatar).
  const text = (maxLength: number, required = true) => badValues({ kind: 'text', maxLength, required }, refs);
  const emails = [
    ...badValues({ kind: 'email', maxLength: 254, required: true }, refs),
    'BEHEERDER@demo.nl',
    ` beheerder@demo.nl${NUL}`,
  ];
  const passwords = badValues({ kind: 'password' }, refs);
  const authCase = async (n: number) => {
    const choice = random.int(7);
    let request: InjectOptions & { token?: string };
    if (choice === 0) {
      const payload = random.chance(0.5)
        ? { emailAddress: random.pick(emails), password: random.pick(text(128)) }
        : {
            emailAddress: 'niemand@demo.nl',
            password: random.pick(text(128)),
            secret: random.pick(text(10)),
          };
      request = { method: 'POST', url: '/api/auth/login', payload };
    } else if (choice === 1) {
      // Never the current password with a valid new one: this must not change the password.
      const payload = random.chance(0.5)
        ? { password: random.pick(text(128)), newPassword: random.pick(text(128)) }
        : { password: 'Demo-Wachtwoord-2026', newPassword: random.pick(passwords) };
      request = { method: 'POST', url: '/api/auth/password', token: companyAdmin, payload };
    } else if (choice === 2) {
      request = {
        method: 'POST',
        url: '/api/auth/request-reset',
        payload: { emailAddress: random.pick(emails) },
      };
    } else if (choice === 3) {
      const payload = {
        token: random.pick<Json>([...NON_CANONICAL_IDS, NUL, repeat(5000), 1, null, {}]),
        password: random.pick<Json>(['Geldig-Wachtwoord-1', ...passwords]),
      };
      request = { method: 'POST', url: '/api/auth/reset-password', payload };
    } else if (choice <= 5) {
      const payload: Record<string, Json> = {
        firstName: 'Bea',
        affix: '',
        lastName: 'Heerder',
        emailAddress: 'beheerder@demo.nl',
        telephone: '',
      };
      const field = random.pick([
        'firstName',
        'affix',
        'lastName',
        'emailAddress',
        'telephone',
        'password',
        'code',
      ]);
      payload[field] =
        field === 'emailAddress'
          ? random.pick(emails)
          : field === 'telephone'
            ? random.pick(badValues({ kind: 'phone', maxLength: 40 }, refs))
            : random.pick(text(100, field === 'firstName' || field === 'lastName'));
      if (field !== 'emailAddress' && random.chance(0.3)) payload.emailAddress = 'ander@demo.nl';
      request = { method: 'PUT', url: '/api/auth/profile', token: companyAdmin, payload };
    } else {
      const payload = { image: random.pick(badValues({ kind: 'image' }, refs)) };
      request = { method: 'POST', url: '/api/auth/avatar', token: companyAdmin, payload };
    }
    await probe(n, `${request.method} ${request.url} ${show(request.payload)}`, request, 'users');
  };

  // A contract's own calls: manual alerts, the end and notice alert, archive and restore.
  const contractTarget = targets.find((target) => target.resource.name === 'contracts') as Target;
  const contractId = contractTarget.ids[0];
  const manualBase = {
    sendOn: '2031-01-01',
    message: 'Controleren',
    receivers: [] as number[],
    enabled: true,
  };
  const manual = await t.call({
    method: 'POST',
    url: `/api/contracts/${contractId}/alerts`,
    token: companyAdmin,
    payload: manualBase,
  });
  const alertId = (manual.json() as { id: number }).id;
  const [reader] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.emailAddress, 'lezer@demo.nl'));
  const manualBad: Record<string, Json[]> = {
    sendOn: [...BAD_DATES, '2000-01-01', null],
    message: badValues({ kind: 'longText', maxLength: 2000, required: true }, refs),
    receivers: [...badValues({ kind: 'references', reference: 'users' }, refs), [reader.id]],
    enabled: badValues({ kind: 'boolean' }, refs),
  };
  const periodBad: Record<string, Json[]> = {
    enabled: [...badValues({ kind: 'boolean' }, refs), null],
    amount: badValues({ kind: 'number', required: true }, refs),
    unit: badValues({ kind: 'choice', choices: ['days', 'months'], required: true }, refs),
  };
  const alertCase = async (n: number) => {
    const roll = random.int(4);
    if (roll <= 1) {
      // A quarter: valid but for a receiver who may not receive alerts (docs/requirements.md#roles-and-access).
      const field = random.chance(0.25) ? 'receivers' : random.pick(Object.keys(manualBad));
      const value = field === 'receivers' && random.chance(0.5) ? [reader.id] : random.pick(manualBad[field]);
      const payload: Record<string, unknown> = { ...manualBase, [field]: value };
      const url =
        roll === 0 ? `/api/contracts/${contractId}/alerts` : `/api/contracts/${contractId}/alerts/${alertId}`;
      const method = roll === 0 ? 'POST' : 'PUT';
      const what = `${method} ${url} ${field}=${show(payload[field])}`;
      const status = await probe(n, what, { method, url, token: companyAdmin, payload }, 'contract_alerts');
      const receivers = payload.receivers;
      if (status < 300 && Array.isArray(receivers) && receivers.includes(reader.id))
        report.rulesBroken.push({
          case: n,
          what,
          status,
          body: 'a dashboard-only user receives a manual alert',
        });
    } else if (roll === 2) {
      const kind = random.pick(['end', 'notice']);
      const payload: Record<string, unknown> = { enabled: true, amount: 10, unit: 'days' };
      const field = random.pick(Object.keys(periodBad));
      payload[field] = random.pick(periodBad[field]);
      const url = `/api/contracts/${contractId}/alerts/${kind}`;
      await probe(
        n,
        `PUT ${url} ${field}=${show(payload[field])}`,
        { method: 'PUT', url, token: companyAdmin, payload },
        'contracts',
      );
    } else {
      const id = random.pick(NON_CANONICAL_IDS);
      const [method, url, table] = random.pick([
        ['POST', `/api/contracts/${id}/archive`, 'contracts'],
        ['POST', `/api/contracts/${id}/restore`, 'contracts'],
        ['DELETE', `/api/contracts/${contractId}/alerts/${id}`, 'contract_alerts'],
        ['PUT', `/api/contracts/${id}/alerts/${alertId}`, 'contract_alerts'],
      ] as const);
      const payload = method === 'PUT' ? manualBase : undefined;
      const status = await probe(n, `${method} ${url}`, { method, url, token: companyAdmin, payload }, table);
      if (status < 400)
        report.nonCanonicalAccepted.push({ case: n, what: `${method} ${url}`, status, body: '' });
    }
  };

  const kinds: [number, (n: number) => Promise<void>][] = [
    [50, writeCase],
    [7, rawCase],
    [10, idCase],
    [15, listCase],
    [8, optionsCase],
    [10, authCase],
    [8, alertCase],
  ];
  const total = kinds.reduce((sum, [weight]) => sum + weight, 0);
  for (let n = 0; n < cases; n += 1) {
    let roll = random.int(total);
    for (const [weight, run] of kinds) {
      if (roll < weight) {
        await run(n);
        break;
      }
      roll -= weight;
    }
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

/** The figures and the first failures of each kind, for a test message or the bench. */
export const describeReport = (report: FuzzReport): string =>
  [
    `seed ${report.seed}: ${report.cases} cases in ${report.seconds.toFixed(1)} s, ${report.serverErrors.length} 5xx, ` +
      `${report.changedRows.length} refused but changed a row, ${report.nonCanonicalAccepted.length} non-canonical ids accepted, ${report.rulesBroken.length} rules broken`,
    `statuses ${JSON.stringify(report.statuses)}`,
    ...report.serverErrors.slice(0, 10).map((f) => `5xx #${f.case}: ${f.what} → ${f.status} ${f.body}`),
    ...report.changedRows.slice(0, 10).map((f) => `changed #${f.case}: ${f.what} → ${f.status} ${f.body}`),
    ...report.nonCanonicalAccepted.slice(0, 10).map((f) => `id accepted #${f.case}: ${f.what} → ${f.status}`),
    ...report.rulesBroken
      .slice(0, 10)
      .map((f) => `rule broken #${f.case}: ${f.what} → ${f.status}: ${f.body}`),
  ].join('\n');
