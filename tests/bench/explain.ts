/**
 * `npx tsx tests/bench/explain.ts`: the plans (EXPLAIN ANALYZE) of the bench's list queries on a
 * fresh embedded database with 100,000 contacts, or on PostgreSQL with BENCH_ON_POSTGRES=1 and
 * DATABASE_URL (a scratch database is created and dropped). Shows which index serves which query.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { dayOf } from '../../server/auth/subscriptions';
import { summaryQuery } from '../../server/contracts';
import { contractFilters } from '../../server/contracts/filters';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { companies } from '../../server/db/schema';
import { buildRegistry } from '../../server/resources';
import { parseFilter, parseListFilter, parseSort } from '../../server/resources/query';
import { seedDemo } from '../../server/seed/demo';
import { resources } from '../../src/schema/resources';
import { contracts } from '../../src/schema/resources/contracts';
import { createScratchDatabase } from '../scratch-database';
import { contractBenchQueries, seedBenchContracts } from './contracts';
import { benchTarget, seedBenchRows } from './resources';

async function explainOn(target: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(target);
  await seedDemo(database.db);
  await seedBenchRows(database.db);
  const bench = benchTarget();
  if (!bench) return;
  const registry = buildRegistry(resources);
  const table = registry.table(bench.resource);
  const columns = registry.columns(bench.resource);
  const [company] = await database.db
    .select()
    .from(companies)
    .where(eq(companies.name, 'Bakkerij De Korenschoof B.V.'));
  const tenant = eq(columns.companyId, company.id);
  const { orderBy: sort } = parseSort(bench.resource, columns, '["lastName","ASC"]');
  const search = and(tenant, ...parseFilter(bench.resource, columns, '{"q":"jan"}'));
  const plans: [string, SQL][] = [
    [
      'search "jan", sorted',
      sql`${database.db
        .select()
        .from(table)
        .where(search)
        .orderBy(...sort)
        .limit(25)}`,
    ],
    [
      'capped count of the search',
      sql`select count(*) from (${database.db.select({ one: sql`1` }).from(table).where(search).limit(1001)}) c`,
    ],
    [
      'deep page 50000',
      sql`${database.db
        .select()
        .from(table)
        .where(tenant)
        .orderBy(...sort)
        .limit(25)
        .offset(50_000)}`,
    ],
  ];
  plans.push(...(await contractPlans(database, registry, company.id)));
  for (const [name, query] of plans) {
    const result = (await database.db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`\n${database.kind}: ${name}`);
    for (const row of result.rows) console.log(`  ${Object.values(row)[0]}`);
  }
  await database.close();
}

/** The contract list pages of the bench (sorted, by status, searched) and the dashboard numbers. */
async function contractPlans(
  database: DatabaseHandle,
  registry: ReturnType<typeof buildRegistry>,
  companyId: number,
): Promise<[string, SQL][]> {
  await seedBenchContracts(database);
  const { db } = database;
  const table = registry.table(contracts);
  const columns = registry.columns(contracts);
  const today = dayOf(new Date());
  const { lists } = contractBenchQueries();
  const plans: [string, SQL][] = lists.map(({ name, url }) => {
    const params = new URL(url, 'http://bench').searchParams;
    const { conditions } = parseListFilter(contracts, columns, params.get('filter') ?? undefined, {
      filters: contractFilters,
      today,
    });
    const where = and(eq(columns.companyId, companyId), ...conditions);
    const { orderBy: sort } = parseSort(contracts, columns, params.get('sort') ?? undefined);
    return [
      name,
      sql`${db
        .select()
        .from(table)
        .where(where)
        .orderBy(...sort)
        .limit(25)}`,
    ];
  });
  plans.push(['contracts summary', summaryQuery(table, columns, today, eq(columns.companyId, companyId))]);
  return plans;
}

if (process.env.BENCH_ON_POSTGRES && process.env.DATABASE_URL) {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'contractbeheer_explain');
  try {
    await explainOn({ kind: 'postgres', url: scratch.url });
  } finally {
    await scratch.drop();
  }
} else await explainOn({ kind: 'pglite', dataDir: null });
