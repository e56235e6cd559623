/**
 * Least privilege for pickers (docs/requirements.md#roles-and-access): a viewer who may not read a
 * resource's records (a contract manager and users, locations, contacts) names references through
 * the options endpoint; `getMany` (reference cells, chosen dropdown values, the CSV export) asks it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { nameOf } from '../../src/resources/cells';

const profile = (roles: number[]): Profile =>
  ({
    id: 7,
    firstName: 'Anna',
    lastName: 'Dijk',
    name: 'Anna Dijk',
    roles,
    company: { id: 5, name: 'Bakkerij' },
    locations: [],
    subscription: { plan: 'Pro', startsAt: null, endsAt: null },
    downloadToken: 'dl',
    impersonator: null,
  }) as unknown as Profile;

const asked: string[] = [];
const answer = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      asked.push(decodeURIComponent(String(input instanceof Request ? input.url : input)));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'users 0-0/1' },
      });
    }),
  );

afterEach(() => {
  asked.length = 0;
  setProfile(null);
  vi.unstubAllGlobals();
});

describe('getMany', () => {
  it('asks a contract manager’s names of users from the options endpoint, and nameOf reads them', async () => {
    setProfile(profile([3]));
    answer({ data: [{ id: 12, name: 'Anna van Dijk' }], meta: { current_page: 1, last_page: 1 } });
    const { data } = await dataProvider.getMany('users', { ids: [12] });
    expect(asked).toEqual(['/api/users/list?filter={"id":[12]}&limit=1']);
    expect(data).toEqual([{ id: 12, name: 'Anna van Dijk' }]);
    expect(nameOf('users', data[0])).toBe('Anna van Dijk');
  });

  it('reads the records for a company admin, who may', async () => {
    setProfile(profile([2]));
    answer([{ id: 12, firstName: 'Anna', affix: 'van', lastName: 'Dijk' }]);
    const { data } = await dataProvider.getMany('users', { ids: [12] });
    expect(asked[0]).toMatch(/^\/api\/users\?filter=\{"id":\[12\]\}/);
    expect(nameOf('users', data[0])).toBe('Anna van Dijk');
  });

  it('reads records a contract manager may read (suppliers) as records', async () => {
    setProfile(profile([3]));
    answer([{ id: 3, name: 'Vattenfall' }]);
    await dataProvider.getMany('suppliers', { ids: [3] });
    expect(asked[0]).toMatch(/^\/api\/suppliers\?filter=/);
  });
});
