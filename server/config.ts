/** Everything the server reads from its environment, read once, in one place. */
import { resolve } from 'node:path';
import type { DatabaseTarget } from './db/client';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  /** Public address of the app, used in links inside e-mails. */
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Seed the demo company and accounts into a brand-new database. */
  seedDemo: boolean;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  // Demo data only into a new embedded database, unless asked for explicitly; never in production.
  const seedDemo = production ? false : env.SEED_DEMO ? env.SEED_DEMO === 'true' : databaseUrl === null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Contractbeheer <no-reply@contractbeheer.nl>',
    seedDemo,
    production,
  };
}
