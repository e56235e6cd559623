/**
 * A throw-away PostgreSQL database next to DATABASE_URL, for the API tests and the benchmarks:
 * created with a random name, empty or as a copy of a template database, dropped when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** 55006: the database (a template being copied, one being dropped) still has a session. */
async function whileInUse(query: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await query();
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A template may not be copied while a session is open on it, and its creator's pool may still
    // be closing.
    await whileInUse(() => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // pg's pool.end() resolves before its connections have closed. Dropping `with (force)` would
        // kill those closing connections, and each then emits an unhandled 57P01 error that fails
        // the run; wait for them to go instead.
        await whileInUse(() => client.query(`drop database if exists ${name}`));
      } finally {
        await client.end();
      }
    },
  };
}
