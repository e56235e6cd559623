/**
 * A list page is written by the database as the answer's JSON (server/resources/count.ts and
 * serialize.ts apiSelectList); a single record goes through the serializer. For every resource,
 * with images, money, moments and computed fields filled in, both must say the same of every row.
 */
import { inArray } from 'drizzle-orm';
import { dayOf } from '../../../server/auth/subscriptions';
import { mails, users } from '../../../server/db/schema';
import { outputSelection, serializer } from '../../../server/resources/serialize';
import { dataUrl, TINY_PNG } from '../fixtures';
import { allResources, type ResourceApp, startResourceApp } from './setup';

let a: ResourceApp;
beforeAll(async () => {
  a = await startResourceApp();
  const admin = a.viewers.get('beheerder@demo.nl')?.token;
  // A row of the test's own resource with every kind filled in, an image among them.
  const created = await a.t.call({
    method: 'POST',
    url: '/api/gadgets',
    token: admin,
    payload: {
      name: 'Koffiemachine',
      code: 'KM-1',
      price: 1234.5,
      size: 'large',
      madeOn: '2026-02-28',
      colours: ['red', 'blue'],
      photo: dataUrl('image/png', TINY_PNG),
    },
  });
  expect(created.statusCode).toBe(201);
  // An avatar, and a mail that was sent (the outbox's moments are date fields).
  const db = a.t.database.db;
  await db.update(users).set({ avatar: dataUrl('image/png', TINY_PNG), avatarVersion: 3 });
  await a.t.mailer.sendTemplate('user_welcome', 'nieuw@demo.nl', {});
  await db.update(mails).set({ sentAt: new Date('2026-03-04T05:06:07.891Z'), status: 'sent' });
}, 60_000);
afterAll(() => a.t.close());

const everything = `sort=${encodeURIComponent('["id","ASC"]')}&range=${encodeURIComponent('[0,499]')}`;

describe('a list page says of each row what the record itself says', () => {
  for (const viewer of ['admin@demo.nl', 'beheerder@demo.nl']) {
    it.each(allResources.map((resource) => [resource.name, resource] as const))(
      `%s, read by ${viewer}`,
      async (name, resource) => {
        const listed = await a.t.call({
          method: 'GET',
          url: `/api/${name}?${everything}`,
          token: a.viewers.get(viewer)?.token,
        });
        if (listed.statusCode === 403) return; // this viewer may not list it: nothing to compare
        expect(listed.statusCode).toBe(200);
        expect(listed.headers['content-type']).toMatch(/^application\/json/);
        const page = listed.json() as Record<string, unknown>[];
        if (page.length === 0) return;
        // Each key once per row: a field named like a kept timestamp (the outbox's createdAt) too.
        for (const key of ['id', 'createdAt', 'updatedAt'])
          expect(listed.body.match(new RegExp(`"${key}"\\s*:`, 'g'))?.length, key).toBe(page.length);
        const table = a.registry.table(resource);
        const columns = a.registry.columns(resource);
        const rows = (await a.t.database.db
          .select(outputSelection(resource, columns))
          .from(table)
          .where(
            inArray(
              columns.id,
              page.map((record) => record.id as number),
            ),
          )) as Record<string, unknown>[];
        const byId = new Map(rows.map((row) => [row.id, row]));
        const serialize = serializer(resource);
        const today = dayOf(a.t.clock.now);
        expect(page).toEqual(page.map((record) => serialize(byId.get(record.id) ?? {}, today)));
        // Key order too: a client reading the JSON text sees the fields as the record has them.
        expect(Object.keys(page[0])).toEqual(Object.keys(serialize(byId.get(page[0].id) ?? {}, today)));
      },
    );
  }

  it('covers the kinds that the database must write like the serializer', async () => {
    const token = a.viewers.get('admin@demo.nl')?.token;
    const gadgets = (await a.t.call({ method: 'GET', url: `/api/gadgets?${everything}`, token })).json();
    const gadget = gadgets.find((row: { name: string }) => row.name === 'Koffiemachine');
    expect(gadget.price).toBe(1234.5);
    expect(gadget.photo).toMatch(new RegExp(`^/api/gadgets/${gadget.id}/photo\\?v=\\d{13}$`));
    expect(gadget.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const sent = (await a.t.call({ method: 'GET', url: `/api/mails?${everything}`, token })).json();
    expect(sent[0].sentAt).toBe('2026-03-04T05:06:07.891Z');
    const contracts = (
      await a.t.call({
        method: 'GET',
        url: `/api/contracts?${everything}`,
        token: a.viewers.get('beheerder@demo.nl')?.token,
      })
    ).json();
    expect(new Set(contracts.map((row: { status: string }) => row.status)).size).toBeGreaterThan(2);
  });
});
