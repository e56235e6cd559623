/**
 * The scheduler and an SMTP-sending mailer against a test app's database: what a server process
 * runs beside the API, wired to a loopback SMTP server and the test clock.
 */
import { type AlertEnv, runAlerts } from '../../../server/alerts/scheduler';
import type { Database } from '../../../server/db/client';
import { createMailer, type MailerOptions } from '../../../server/mail/mailer';
import { buildRegistry } from '../../../server/resources';
import { resources } from '../../../src/schema/resources';
import type { TestApp } from '../harness';

export const APP_URL = 'http://app.test';
/** The servers' shared SECRET_KEY: one process opens the link seals of mails another queued. */
export const TEST_SECRET_KEY = 'test-secret-key-shared-by-every-process-of-the-tests';

/** One "server process": its own mailer on `smtpUrl` (none: mails are kept), sharing the clock. */
export function schedulerProcess(
  t: TestApp,
  smtpUrl: string | null,
  options: Partial<MailerOptions> & { db?: Database } = {},
): AlertEnv {
  const db = options.db ?? t.database.db;
  const now = () => t.clock.now;
  return {
    db,
    registry: buildRegistry(resources),
    now,
    files: t.files,
    appUrl: APP_URL,
    mailer: createMailer(db, {
      smtpUrl,
      from: 'Contractbeheer <alerts@contractbeheer.test>',
      now,
      secretKey: TEST_SECRET_KEY,
      ...options,
    }),
  };
}

export const userId = async (t: TestApp, token: string, emailAddress: string): Promise<number> => {
  const response = await t.call({ method: 'GET', url: '/api/users?range=[0,999]', token });
  const found = (response.json() as { id: number; emailAddress: string }[]).find(
    (user) => user.emailAddress === emailAddress,
  );
  if (!found) throw new Error(`no user ${emailAddress}`);
  return found.id;
};

/** One scheduler run and the delivery of what it queued, as a server does each minute. */
export async function runAndDeliver(t: TestApp, smtpUrl: string | null) {
  const process = schedulerProcess(t, smtpUrl);
  try {
    const queued = await runAlerts(process);
    return { queued, ...(await process.mailer.deliverDue()) };
  } finally {
    await process.mailer.stop();
  }
}
