/**
 * A server process's alert work on its own (`node --import tsx`): one scheduler run and its mail
 * delivery against DATABASE_URL and SMTP_URL at the moment NOW. The exactly-once test kills it
 * mid-way.
 */

import { tmpdir } from 'node:os';
import { runAlerts } from '../../../server/alerts/scheduler';
import { openDatabase } from '../../../server/db/client';
import { diskFileStore } from '../../../server/files/disk-store';
import { createMailer } from '../../../server/mail/mailer';
import { buildRegistry } from '../../../server/resources';
import { resources } from '../../../src/schema/resources';
import { TEST_SECRET_KEY } from './fixtures';

const { DATABASE_URL, SMTP_URL, NOW, APP_URL } = process.env;
if (!DATABASE_URL || !SMTP_URL || !NOW || !APP_URL)
  throw new Error('DATABASE_URL, SMTP_URL, NOW and APP_URL are needed');
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
const now = () => new Date(NOW);
// One connection, a few mails per claim: the kill lands between two mails of a claimed batch.
const mailer = createMailer(database.db, {
  smtpUrl: SMTP_URL,
  from: 'alerts@contractbeheer.test',
  now,
  connections: 1,
  batch: 5,
  secretKey: TEST_SECRET_KEY,
});
await runAlerts({
  db: database.db,
  registry: buildRegistry(resources),
  now,
  files: diskFileStore(tmpdir()),
  appUrl: APP_URL,
  mailer,
});
await mailer.deliverDue();
await mailer.stop();
await database.close();
