/**
 * A throw-away PostgreSQL database next to DATABASE_URL, for the API tests and the benchmarks:
 * created empty with a random name, dropped when done.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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
        // the run; wait for them to go instead (55006: database is being accessed by other users).
        for (let attempt = 0; ; attempt += 1) {
          try {
            await client.query(`drop database if exists ${name}`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt >= 100) throw error;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
