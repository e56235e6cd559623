/**
 * A new data folder of the embedded database (server/db/client.ts): created (by a short-lived
 * process, tests/unit/create-cluster.test.ts), migrated and opened, and opened again with its data
 * after a restart.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { companies } from '../../../server/db/schema';

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'contractbeheer-folder-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a new data folder of the embedded database', () => {
  it('is created, migrated, and opened again with its data', async () => {
    const dataDir = join(folder, 'db');
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(first.isNew).toBe(true);
    const [created] = await first.db.insert(companies).values({ name: 'Bewaard B.V.' }).returning();
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(again.isNew).toBe(false);
    const rows = await again.db
      .select()
      .from(companies)
      .where(eq(companies.id, created?.id ?? -1));
    expect(rows.map((row) => row.name)).toEqual(['Bewaard B.V.']);
    await again.close();
  });
});
