/**
 * Cross-tenant probes, generated for every company-scoped resource: a user of the bakery reads,
 * updates and deletes a row of the bike shop by id and gets 404 (or 403); the row stays as it was.
 */
import { hasRole } from '../../../src/schema/access';
import { allResources, bodyFromRow, insertRow, type ResourceApp, rowOf, startResourceApp } from './setup';

let a: ResourceApp;
beforeAll(async () => {
  a = await startResourceApp();
});
afterAll(() => a.t.close());

const companyScoped = allResources.filter((resource) => resource.scope === 'company');

describe.each(companyScoped.map((resource) => [resource.name, resource] as const))(
  '%s',
  (_name, resource) => {
    it.each([['beheerder@demo.nl'], ['contracten@demo.nl'], ['lezer@demo.nl']])(
      'a row of another company is out of reach for %s',
      async (email) => {
        const viewer = a.viewers.get(email);
        if (!viewer || !hasRole(viewer.context.viewer, 2, 3, 4)) throw new Error(`no viewer ${email}`);
        const theirs = await insertRow(a, resource, a.bikes);
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
      },
    );

    it('a company user cannot create a row in another company', async () => {
      const viewer = a.viewers.get('beheerder@demo.nl');
      if (!viewer || resource.access.create(viewer.context) === false) return;
      const { sampleValues } = await import('./samples');
      const payload = { ...(await sampleValues(a, resource, viewer.homeCompany)), companyId: a.bikes };
      const response = await a.t.call({
        method: 'POST',
        url: `/api/${resource.name}`,
        token: viewer.token,
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().companyId).toBe(a.bakery);
    });
  },
);
