/**
 * An update without an image field keeps the stored image (docs/adding-a-resource.md); `null` removes it,
 * its own path sent back keeps it, a data URL replaces it. Sponsors' logos, as a real resource.
 */
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { resourceTables } from '../../../server/db/resource-tables';
import { dataUrl, TINY_PNG } from '../fixtures';
import { setupTestApp } from '../harness';

const t = setupTestApp();
let admin: string;
beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
});

const storedLogo = async (id: number) => {
  const columns = getTableColumns(resourceTables.sponsors) as Record<string, PgColumn>;
  const [row] = await t.database.db
    .select({ logo: columns.logo })
    .from(resourceTables.sponsors)
    .where(eq(columns.id, id));
  return row?.logo ?? null;
};

async function sponsorWithLogo(name: string) {
  const created = await t.call({
    method: 'POST',
    url: '/api/sponsors',
    token: admin,
    payload: { name, logo: dataUrl('image/png', TINY_PNG) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; name: string; logo: string | null };
}

describe('an update of a record with an image', () => {
  it('keeps the image when the field is left out', async () => {
    const sponsor = await sponsorWithLogo('Sponsor zonder logo-veld');
    const updated = await t.call({
      method: 'PUT',
      url: `/api/sponsors/${sponsor.id}`,
      token: admin,
      payload: { name: 'Nieuwe naam', website: '', description: '' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Nieuwe naam' });
    expect(updated.json().logo).toMatch(new RegExp(`^/api/sponsors/${sponsor.id}/logo\\?v=`));
    expect(await storedLogo(sponsor.id)).toBe(dataUrl('image/png', TINY_PNG));
  });

  it('keeps the image when the field is left out of a request that has other field errors', async () => {
    const sponsor = await sponsorWithLogo('Sponsor met fout');
    const refused = await t.call({
      method: 'PUT',
      url: `/api/sponsors/${sponsor.id}`,
      token: admin,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ name: 'app.validation.required' });
    expect(await storedLogo(sponsor.id)).toBe(dataUrl('image/png', TINY_PNG));
  });

  it('keeps it when its own path comes back and removes it on an explicit null', async () => {
    const sponsor = await sponsorWithLogo('Sponsor met pad');
    const kept = await t.call({
      method: 'PUT',
      url: `/api/sponsors/${sponsor.id}`,
      token: admin,
      payload: { ...sponsor, name: 'Pad terug' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await storedLogo(sponsor.id)).toBe(dataUrl('image/png', TINY_PNG));

    const removed = await t.call({
      method: 'PUT',
      url: `/api/sponsors/${sponsor.id}`,
      token: admin,
      payload: { name: 'Zonder logo', logo: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect(await storedLogo(sponsor.id)).toBeNull();
  });

  it('starts a new record without an image when the field is left out', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/sponsors',
      token: admin,
      payload: { name: 'Sponsor zonder logo' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().logo).toBeNull();
  });
});
