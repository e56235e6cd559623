/**
 * The list query of every resource, generated from the declarations: bad sort, range and filter
 * values are a 400 with a message, `q` treats % and _ literally and ignores case and accents, and
 * nothing is ever a 500.
 */

import { storedFields } from '../../../src/schema/dsl';
import { searchFields } from '../../../src/schema/search-fields';
import { STACK_TRACE } from '../fixtures';
import { allResources, insertRow, type ResourceApp, startResourceApp } from './setup';

let a: ResourceApp;
let token: string;
beforeAll(async () => {
  a = await startResourceApp();
  token = a.viewers.get('admin@demo.nl')?.token ?? '';
});
afterAll(() => a.t.close());

const get = (url: string) => a.t.call({ method: 'GET', url, token });
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The ids a list's search `q` finds (up to 1,000). */
const idsFound = async (name: string, search: string): Promise<number[]> =>
  (await get(`/api/${name}?range=[0,999]&filter=${q({ q: search })}`))
    .json()
    .map((row: { id: number }) => row.id);

const BAD_QUERIES = [
  `sort=${q(['no_such_field', 'ASC'])}`,
  `sort=${q(['id', 'SIDEWAYS'])}`,
  `sort=${q('id')}`,
  'sort=[',
  'range=[0,',
  `range=${q([0, 1_000_000])}`,
  `range=${q([-5, 5])}`,
  `range=${q([10, 2])}`,
  `range=${q([0.5, 2])}`,
  `range=${q(['a', 'b'])}`,
  `range=${q([1e20, 1e20 + 5])}`,
  'filter={"q":',
  `filter=${q([1, 2])}`,
  `filter=${q({ no_such_field: 1 })}`,
  `filter=${q({ id: 'abc' })}`,
  `filter=${q({ id: 99_999_999_999 })}`,
  `filter=${q({ q: { nested: true } })}`,
];

describe.each(allResources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  it('answers malformed sort, range and filter with 400', async () => {
    for (const query of BAD_QUERIES) {
      const response = await get(`/api/${resource.name}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message, query).toBe('string');
      expect(response.body).not.toMatch(STACK_TRACE);
    }
  });

  it('never answers odd but well-formed filters with a 500', async () => {
    for (const field of storedFields(resource)) {
      for (const value of [
        '',
        'x',
        -1,
        0,
        2 ** 40,
        true,
        null,
        [],
        ['x', 1],
        '2026-02-30',
        '1e999',
        "'; drop table users; --",
      ]) {
        const response = await get(`/api/${resource.name}?filter=${q({ [field]: value })}`);
        expect([200, 400], `${field}=${JSON.stringify(value)}: ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }
  });

  it('searches q with % and _ taken literally', async () => {
    const [field] = searchFields(resource);
    if (!field) return;
    const max = resource.meta[field].maxLength ?? 200;
    const company = a.bakery;
    const literal = await insertRow(a, resource, company, { [field]: 'Zz 100%_x'.slice(0, max) });
    const plain = await insertRow(a, resource, company, { [field]: 'Zz 1000 ax'.slice(0, max) });
    const ids = (search: string) => idsFound(resource.name, search);
    for (const search of ['100%', '%_x', '0%_', '_']) {
      const found = await ids(search);
      expect(found, search).toContain(literal.id);
      expect(found, search).not.toContain(plain.id);
    }
    expect(await ids('zZ 100')).toEqual(expect.arrayContaining([literal.id, plain.id]));
  });

  it('searches q without regard to accents, typed or stored, composed or not', async () => {
    const [field] = searchFields(resource);
    if (!field) return;
    const max = resource.meta[field].maxLength ?? 200;
    const company = a.bakery;
    const accented = await insertRow(a, resource, company, { [field]: 'Zoë Café'.slice(0, max) });
    // Written as a Mac or a PDF may write it: each accent a character of its own after its letter.
    const decomposed = await insertRow(a, resource, company, {
      [field]: 'Zoe\u0308 Cafe\u0301'.normalize('NFD').slice(0, max),
    });
    const plain = await insertRow(a, resource, company, { [field]: 'Zoe Cafe'.slice(0, max) });
    const other = await insertRow(a, resource, company, { [field]: 'Zoo Cafa'.slice(0, max) });
    const ids = (search: string) => idsFound(resource.name, search);
    for (const search of ['zoe', 'ZOË', 'Zoe\u0308', 'zoë caf', 'ZOE CAFE'.slice(0, Math.min(8, max))]) {
      const found = await ids(search);
      expect(found, search).toEqual(expect.arrayContaining([accented.id, decomposed.id, plain.id]));
      expect(found, search).not.toContain(other.id);
    }
  });
});

/** Written so that byte order ('CSU' < 'Centraal', 'Eneco' < 'éénmalig') and reading order differ. */
const READING_ORDER = ['Sortb Bakker', 'sortb Centraal', 'SORTB CSU', 'sortb éénmalig', 'sortb Eneco'];

describe.each(
  allResources.flatMap((resource) => {
    const field = storedFields(resource).find(
      (name) =>
        resource.meta[name].sortable &&
        searchFields(resource).includes(name) &&
        (resource.meta[name].maxLength ?? 200) >= 20,
    );
    return field ? [[resource.name, resource, field] as const] : [];
  }),
)('%s sorted by a text', (_name, resource, field) => {
  it('orders as people read: case and accents aside, either way', async () => {
    const shuffled = [3, 0, 4, 1, 2].map((index) => READING_ORDER[index]);
    for (const value of shuffled) await insertRow(a, resource, a.bakery, { [field]: value });
    const sorted = async (order: 'ASC' | 'DESC') =>
      (await get(`/api/${resource.name}?range=[0,99]&sort=${q([field, order])}&filter=${q({ q: 'sortb' })}`))
        .json()
        .map((row: Record<string, unknown>) => row[field]);
    expect(await sorted('ASC')).toEqual(READING_ORDER);
    expect(await sorted('DESC')).toEqual([...READING_ORDER].reverse());
  });
});

describe('record names in the options endpoint', () => {
  it('are in reading order too: a dropdown lists "Centraal Beheer" before "CSU"', async () => {
    const names = (await get(`/api/suppliers/list?q=sortb&limit=99`))
      .json()
      .data.map((option: { name: string }) => option.name);
    expect(names).toEqual(READING_ORDER);
  });

  it('joins the representation fields: users are named "first affix last"', async () => {
    const response = await get(`/api/users/list?q=${encodeURIComponent('Dijk')}&limit=9999`);
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((option: { name: string }) => option.name);
    expect(names).toEqual(expect.arrayContaining(['Anna van Dijk', 'Bram van Dijk']));
    expect(names).not.toContain('Dijk');
  });
});
