/**
 * The resource list under load: 100,000 rows in one company's largest list (contacts when
 * declared, else users), then a searched page, a sorted page and a deep page.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { buildRegistry } from '../../server/resources';
import { resources } from '../../src/schema/resources';

export const BENCH_ROWS = 100_000;
const FIRST = [
  'Jan',
  'Anna',
  'Pieter',
  'Sanne',
  'Kees',
  'Fatima',
  'Mohamed',
  'Lotte',
  'Daan',
  'Emma',
  'Janneke',
  'Bram',
];
const LAST = [
  'Jansen',
  'de Vries',
  'Bakker',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Dijk',
  'Dekker',
  'Brouwer',
  'de Wit',
];

/** Which resource the bench fills, and how a row of it looks. */
export function benchTarget() {
  const resource = resources.find((r) => r.name === 'contacts') ?? resources.find((r) => r.name === 'users');
  if (!resource) return null;
  const row = (i: number, companyId: number): Record<string, unknown> => ({
    companyId,
    firstName: FIRST[i % FIRST.length],
    lastName: `${LAST[(i * 7) % LAST.length]} ${i}`,
    emailAddress: `bench${i}@example.nl`,
    ...(resource.name === 'users' ? { roles: [3] } : {}),
  });
  return { resource, row };
}

/** Fills the list in multi-row inserts; returns the path to query. */
export async function seedBenchRows(db: Database): Promise<string | null> {
  const target = benchTarget();
  if (!target) return null;
  const registry = buildRegistry(resources);
  const table = registry.table(target.resource);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Bakkerij De Korenschoof B.V.'));
  const started = performance.now();
  for (let start = 0; start < BENCH_ROWS; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, BENCH_ROWS - start) }, (_, k) =>
      target.row(start + k, company.id),
    );
    await db.insert(table).values(batch as never);
  }
  // What the maintenance job (or PostgreSQL's autovacuum) does after such a load.
  await db.execute(sql`vacuum (analyze)`);
  console.log(
    `seeded ${BENCH_ROWS} ${target.resource.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return `/api/${target.resource.name}`;
}

export const benchQueries = (path: string) => {
  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const sort = q(['lastName', 'ASC']);
  return [
    {
      name: `${path} search "jan"`,
      url: `${path}?sort=${sort}&range=${q([0, 24])}&filter=${q({ q: 'jan' })}`,
      search: true,
    },
    { name: `${path} sorted page`, url: `${path}?sort=${sort}&range=${q([0, 24])}`, search: false },
    {
      name: `${path} deep page 50000`,
      url: `${path}?sort=${sort}&range=${q([50_000, 50_024])}`,
      search: false,
    },
    // The options search of a form's reference field: its own budget (run.ts).
    { name: `${path}/list?q=jan`, url: `${path}/list?q=jan`, search: true, options: true },
  ];
};
