/** What every route module gets: the database, the configuration, the mailer, the files and the clock. */
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStore } from './files/storage';
import type { Mailer } from './mail/mailer';

export interface AppDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  /** Where uploaded files live (server/files/storage.ts). */
  files: FileStore;
  /** The current moment; tests move it to check expiry and one-time codes. */
  now: () => Date;
}
