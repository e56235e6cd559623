/** Starts the product: database (migrated), demo data on a new embedded database, API and app. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '../src/schema/resources';
import { startAlertScheduler } from './alerts/scheduler';
import { buildApp } from './app';
import { SERVER_PID_FILE } from './backup/embedded';
import { invoiceAttachments } from './billing/invoice-pdf';
import { runBilling } from './billing/run';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { rebuildGrownIndexes, rebuildsAt } from './db/index-rebuild';
import { maintainTables } from './db/maintenance';
import { startDigests } from './digest/weekly';
import { fileStoreOf } from './files/storage';
import { startJob } from './jobs/runner';
import { createMailer } from './mail/mailer';
import { loadSecretKey } from './mail/sealed-links';
import { ensureDefaultTemplates } from './mail/templates';
import { startOfferRequests } from './offers/requests';
import { buildRegistry } from './resources';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { seedDemoDocuments } from './seed/documents';
import { seedDemoOffers } from './seed/offers';

const config = readConfig();
const database = await openDatabase(config.database);
// The embedded database is this process's: `npm run backup`/`restore` wait until it stopped.
const pidFile = join(config.dataDir, SERVER_PID_FILE);
if (database.kind === 'pglite') writeFileSync(pidFile, `${process.pid}\n`);
const files = await fileStoreOf(config);
const seeded = config.seedDemo && database.isNew ? await seedDemo(database.db) : false;
if (seeded) await seedDemoDocuments(database.db, files);
// Every install has a template per code to edit (the demo seed stored them already).
await ensureDefaultTemplates(database.db);
const mailer = createMailer(database.db, {
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  // An invoice mail's PDF is rendered when it is sent, from the invoice row.
  attachments: invoiceAttachments(database.db, config.seller),
  // Seals the links of mails waiting in the outbox; the same secret opens them after a restart.
  secretKey: await loadSecretKey(config),
});
const app = await buildApp(
  { db: database.db, config, mailer, files, now: () => new Date() },
  {
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    log: { level: config.production ? 'info' : 'error' },
  },
);

await app.listen({ port: config.port, host: config.host });
const alertEnv = {
  db: database.db,
  registry: buildRegistry(resources),
  now: () => new Date(),
  files,
  mailer,
  appUrl: config.appUrl,
};
// The demo's offer requests and one offer, before the scheduler's first run (server/seed/offers.ts).
if (seeded) await seedDemoOffers(alertEnv);

/**
 * Mail delivery, the alert scheduler, the weekly digest and the billing run run in every server process; the
 * outbox claims, the unique occurrence keys and the invoice counter lock keep several processes on one
 * PostgreSQL from sending or invoicing anything twice. Returns the function that stops them all.
 */
function startBackgroundJobs(): () => Promise<void> {
  mailer.start();
  const stopAlerts = startAlertScheduler(alertEnv);
  // The weekly digest: due from Monday 07:00; the runs between find nothing to do in one query.
  const stopDigests = startDigests(alertEnv);
  // Offer requests to sponsors: made, sent and closed every five minutes (server/offers/requests.ts).
  const stopOffers = startOfferRequests(alertEnv);
  // The billing run: at start and every hour, so a new month's invoices go out on its first day.
  const stopBilling = startJob(
    () => runBilling({ db: database.db, now: () => new Date(), appUrl: config.appUrl, mail: mailer }),
    { name: 'Billing run', intervalMs: 60 * 60_000 },
  );
  // Every 15 minutes: the embedded database's autovacuum, which it has none of (server/db/maintenance.ts),
  // and the search indexes that updates have grown, rebuilt (at night on the embedded database;
  // server/db/index-rebuild.ts).
  const stopMaintenance = startJob(
    async () => {
      if (database.kind === 'pglite') await maintainTables(database.db);
      if (!rebuildsAt(database.kind, new Date())) return;
      const rebuilt = await rebuildGrownIndexes(database);
      if (rebuilt.length > 0) console.log(`Zoekindexen opnieuw opgebouwd: ${rebuilt.join(', ')}`);
    },
    { name: 'Database maintenance', intervalMs: 15 * 60_000 },
  );
  return async () => {
    await stopAlerts();
    await stopDigests();
    await stopOffers();
    await stopBilling();
    await stopMaintenance();
    await mailer.stop();
  };
}

/**
 * After a restart the jobs catch up a moment later, so that the server answers first: on the embedded
 * database their first runs' queries hold the process (the first answer came 0.4 s later on a slow day).
 * A new demo database runs them at once, so that its first pages show the demo's alerts and invoices.
 */
const JOBS_AFTER_RESTART_MS = 3_000;
let stopJobs: (() => Promise<void>) | null = null;
const startJobs = () => {
  stopJobs = startBackgroundJobs();
};
const jobsLater = seeded ? null : setTimeout(startJobs, JOBS_AFTER_RESTART_MS);
if (seeded) startJobs();
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`Contractbeheer draait op http://localhost:${config.port} (${where})`);
if (seeded) {
  console.log(`Demo-accounts (wachtwoord ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(22)} rol ${account.roles.join(',')}  ${account.note}`);
}

/** How long the requests in flight and the runs in progress get to finish when the server is stopped. */
const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * A graceful stop (SIGTERM from an orchestrator, Ctrl-C): no new connections, and a new request on
 * an open one is a 503; the requests in flight finish; then the jobs finish their run, the mail
 * worker its batch, and the database closes. Past the limit the process exits anyway.
 */
const shutdown = async () => {
  setTimeout(() => {
    console.error(`Stoppen duurde langer dan ${SHUTDOWN_LIMIT_MS / 1000} s: de server stopt nu.`);
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  await app.close();
  if (jobsLater) clearTimeout(jobsLater);
  await stopJobs?.();
  files.close();
  await database.close();
  if (database.kind === 'pglite') rmSync(pidFile, { force: true });
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
