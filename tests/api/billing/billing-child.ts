/**
 * A server process's billing run on its own (`node --import tsx`) against DATABASE_URL at the
 * moment NOW, in chunks of CHUNK subscriptions. With PAUSE_AT=n it stops inside the n-th chunk's
 * transaction, after writing its invoices and before committing, says `paused` on stdout and
 * waits there: the exactly-once test kills it at that point.
 */
import { runBilling } from '../../../server/billing/run';
import { openDatabase } from '../../../server/db/client';
import { keptMailQueue } from '../../../server/mail/mailer';

const { DATABASE_URL, NOW, CHUNK, PAUSE_AT } = process.env;
if (!DATABASE_URL || !NOW) throw new Error('DATABASE_URL and NOW are needed');
const database = await openDatabase({ kind: 'postgres', url: DATABASE_URL });
const kept = keptMailQueue(() => new Date(NOW));
let chunks = 0;
await runBilling({
  db: database.db,
  now: () => new Date(NOW),
  appUrl: 'http://app.test',
  chunk: Number(CHUNK ?? 500),
  mail: {
    // Called once per chunk that wrote invoices, inside its transaction.
    async enqueueAll(messages, tx) {
      const ids = await kept.enqueueAll(messages, tx);
      chunks += 1;
      if (String(chunks) === PAUSE_AT) {
        process.stdout.write('paused\n');
        await new Promise(() => {});
      }
      return ids;
    },
    nudge() {},
  },
});
await database.close();
