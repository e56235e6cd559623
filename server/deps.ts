/** What every route module gets: the database, the configuration, the mailer and the clock. */
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** The current moment; tests move it to check expiry and one-time codes. */
  now: () => Date;
}
