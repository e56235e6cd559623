/**
 * Cross-tenant probes, generated for every resource whose rows may belong to a company (scope
 * 'company' or 'platformOrCompany'): a user of one company reads,
 * updates and deletes a row of another by id and gets 404 (or 403); the row stays as it was. The
 * bakery probes the bike shop (no subscription) and a second subscribed company, which probes the
 * bakery back: a company that is not confined to its subscription page, so nothing but the tenant
 * filter stands between them.
 */
import { hasRole } from '../../../src/schema/access';
import {
  ANCHOR_VIEWERS,
  addSubscribedCompany,
  allResources,
  bodyFromRow,
  insertRow,
  type ResourceApp,
  rowOf,
  startResourceApp,
} from './setup';

let a: ResourceApp;
/** The second subscribed company. */
let anchor: number;
beforeAll(async () => {
  a = await startResourceApp();
  anchor = await addSubscribedCompany(a);
});
afterAll(() => a.t.close());

const companyScoped = allResources.filter((resource) => resource.scope !== 'platform');

describe.each(companyScoped.map((resource) => [resource.name, resource] as const))(
  '%s',
  (_name, resource) => {
    const companyOf = { bikes: () => a.bikes, anchor: () => anchor, bakery: () => a.bakery };
    it.each([
      ...['beheerder@demo.nl', 'contracten@demo.nl', 'lezer@demo.nl'].flatMap((email) => [
        [email, 'bikes'] as const,
        [email, 'anchor'] as const,
      ]),
      ...ANCHOR_VIEWERS.map((email) => [email, 'bakery'] as const),
    ])('a row of another company is out of reach for %s (row of %s)', async (email, owner) => {
      const viewer = a.viewers.get(email);
      if (!viewer || !hasRole(viewer.context.viewer, 2, 3, 4)) throw new Error(`no viewer ${email}`);
      // The probe is real only when the viewer reaches company data at all.
      expect(viewer.context.viewer.hasSubscription).toBe(true);
      const theirs = await insertRow(a, resource, companyOf[owner]());
      const url = `/api/${resource.name}/${theirs.id}`;
      const token = viewer.token;
      // The first read of a day may run the server's upkeep over all rows (contracts: the stored
      // status), this one's too: the row is compared from after the read on.
      const read = await a.t.call({ method: 'GET', url, token });
      const before = await rowOf(a, resource, theirs.id);
      const responses = [
        read,
        await a.t.call({ method: 'PUT', url, token, payload: bodyFromRow(resource, theirs) }),
        await a.t.call({ method: 'DELETE', url, token }),
      ];
      for (const response of responses) expect([403, 404]).toContain(response.statusCode);
      expect(await rowOf(a, resource, theirs.id)).toEqual(before);

      const listed = await a.t.call({
        method: 'GET',
        url: `/api/${resource.name}?filter=${encodeURIComponent(JSON.stringify({ id: [theirs.id] }))}`,
        token,
      });
      if (listed.statusCode === 200) expect(listed.json()).toEqual([]);
      else expect(listed.statusCode).toBe(403);
      const options = await a.t.call({
        method: 'GET',
        url: `/api/${resource.name}/list?limit=9999`,
        token,
      });
      if (options.statusCode === 200)
        expect(options.json().data.some((row: { id: number }) => row.id === theirs.id)).toBe(false);
    });

    it.each([
      ['beheerder@demo.nl', 'bikes'],
      ['beheerder@demo.nl', 'anchor'],
      [ANCHOR_VIEWERS[0], 'bakery'],
    ] as const)('%s cannot create a row in another company (%s)', async (email, other) => {
      const viewer = a.viewers.get(email);
      if (!viewer || resource.access.create(viewer.context) === false) return;
      const { sampleValues } = await import('./samples');
      const payload = {
        ...(await sampleValues(a, resource, viewer.homeCompany)),
        companyId: companyOf[other](),
      };
      const response = await a.t.call({
        method: 'POST',
        url: `/api/${resource.name}`,
        token: viewer.token,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().companyId).toBe(viewer.homeCompany);
    });
  },
);
