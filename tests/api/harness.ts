/**
 * A real app on a real database of its own per test file: PGlite in memory by default, or a fresh
 * PostgreSQL database created next to DATABASE_URL when TEST_DATABASE=postgres (CI runs both).
 * Each starts as a copy of one migrated database (template-database.ts), with no data in it.
 */

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { type DatabaseHandle, openDatabase } from '../../server/db/client';
import { mails } from '../../server/db/schema';
import { diskFileStore } from '../../server/files/disk-store';
import type { FileStore } from '../../server/files/storage';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, seedDemo } from '../../server/seed/demo';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database';

export const usePostgres = process.env.TEST_DATABASE === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's URL (TEST_DATABASE=postgres), for a second connection or process. */
  databaseUrl: string | null;
  /** The app's DATA_DIR: a folder of its own, removed on close. */
  dataDir: string;
  /** The app's file store: `files/` in dataDir, or the one given to startTestApp. */
  files: FileStore;
  /** The app's clock; move it with `advance`. */
  clock: { now: Date; advance(ms: number): void };
  /** Sign in a demo account and return its bearer token. */
  login(emailAddress: string, password?: string): Promise<string>;
  /** A request as the app sends it, with the bearer token when given. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /** The app's mailer (no SMTP: mails are kept); its `links` opens the sealed tokens of mails. */
  mailer: Mailer;
  /**
   * The mails written to the outbox, newest last, as their recipients get them: the links' tokens,
   * stored sealed (server/mail/sealed-links.ts), opened. The stored rows: `database.db`.
   */
  outbox(): Promise<(typeof mails.$inferSelect)[]>;
  close(): Promise<void>;
}

/** The company a demo account belongs to. */
export async function companyIdOf(t: TestApp, emailAddress: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select company_id from users where email_address = ${emailAddress}`,
  )) as unknown as { rows: { company_id: number }[] };
  return result.rows[0].company_id;
}

/**
 * What the test run's global setup provided: nothing when the file runs outside vitest (the
 * benches of tests/bench start apps with this harness too), so a fresh database is migrated.
 */
const provided = <K extends 'postgresTemplate' | 'pgliteTemplate'>(key: K) =>
  process.env.VITEST ? inject(key) : undefined;

async function createPostgresDatabase(): Promise<ScratchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return createScratchDatabase(adminUrl, 'contractbeheer_test', provided('postgresTemplate') ?? undefined);
}

/** The migrated PGlite data folder this run's files start from, read once per file. */
let pgliteTemplate: Promise<Blob | undefined> | undefined;
const pgliteTemplateOnce = (): Promise<Blob | undefined> => {
  const file = provided('pgliteTemplate');
  pgliteTemplate ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return pgliteTemplate;
};

interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** The file store to use instead of `files/` in the app's DATA_DIR. */
  files?: FileStore;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const created = usePostgres ? await createPostgresDatabase() : null;
  const database = await openDatabase(
    created
      ? { kind: 'postgres', url: created.url }
      : { kind: 'pglite', dataDir: null, template: await pgliteTemplateOnce() },
  );
  if (options.seed ?? true) await seedDemo(database.db);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'contractbeheer-test-'));
  const config = { ...readConfig({}), appUrl: 'http://app.test', dataDir };
  const mailer = createMailer(database.db, { smtpUrl: null, from: 'test@contractbeheer.test' });
  const files = options.files ?? diskFileStore(dataDir);
  const app = await buildApp({ db: database.db, config, mailer, files, now: () => clock.now });

  const call: TestApp['call'] = ({ token, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        'x-token-name': 'web',
        'x-requested-with': 'XMLHttpRequest',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    });

  return {
    app,
    database,
    databaseUrl: created?.url ?? null,
    dataDir,
    files,
    clock,
    call,
    mailer,
    async login(emailAddress, password = DEMO_PASSWORD) {
      const response = await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailAddress, password },
      });
      const body = response.json();
      if (response.statusCode !== 200 || !body.accessToken) {
        throw new Error(`login ${emailAddress} failed: ${response.statusCode} ${response.body}`);
      }
      return body.accessToken as string;
    },
    outbox: async () =>
      (await database.db.select().from(mails).orderBy(mails.id)).map((row) => ({
        ...row,
        subject: mailer.links.open(row.subject, row.toAddress),
        text: mailer.links.open(row.text, row.toAddress),
        html: mailer.links.open(row.html, row.toAddress),
      })),
    async close() {
      await app.close();
      await database.close();
      await created?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One app for a test file, started in `beforeAll` and closed in `afterAll`: the start and close
 * every file otherwise writes out again. What it returns stands in for that app (each property is
 * read from it when used), so use it in hooks and tests. A `beforeAll` of the file's own, written
 * below the call, runs after the app started; its own `afterAll` runs before the app closes.
 */
export function setupTestApp(options?: TestAppOptions): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(() => started?.close());
  const current = (): TestApp => {
    if (!started) throw new Error('setupTestApp: the app starts in beforeAll; use it in a hook or a test');
    return started;
  };
  return new Proxy({} as TestApp, { get: (_target, key) => Reflect.get(current(), key) });
}
