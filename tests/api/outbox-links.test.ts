/**
 * Single-use links in the outbox (docs/auth-api.md#links-in-mails): their tokens are stored
 * sealed, never as they are; the outbox never shows a platform admin's token to another user;
 * the mail still goes out, through a real SMTP server, with its working link, also when another
 * mailer (a restarted server with the same secret) sends it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { mails, users } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { loadSecretKey } from '../../server/mail/sealed-links';
import { HIDDEN_TOKEN } from '../../src/schema/resources/mails';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server';
import { freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const SECOND_ADMIN = 'tweede.beheerder@demo.nl';
const NEW_PASSWORD = 'Een-Nieuw-Wachtwoord-1';
/** A link's token as it may appear in a text: 43 base64url characters (256 bits). */
const LIVE_TOKEN = /token=([A-Za-z0-9_-]{40,})/g;

const t = setupTestApp();
let admin: string;

const tokensIn = (text: string | null | undefined): string[] =>
  [...(text ?? '').matchAll(LIVE_TOKEN)].map((match) => match[1]);

const requestReset = (emailAddress: string) =>
  t.call({
    method: 'POST',
    url: '/api/auth/request-reset',
    payload: { emailAddress },
    remoteAddress: freshAddress(),
  });

/** The newest mail to `to`, as stored. */
const lastMailTo = async (to: string) => {
  const rows = await t.database.db.select().from(mails).where(eq(mails.toAddress, to)).orderBy(mails.id);
  const row = rows.at(-1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
};

/** The token the recipient's mail carries (the seal opened as the delivery worker opens it). */
const sentToken = (row: { text: string; toAddress: string }): string => {
  const [token] = tokensIn(t.mailer.links.open(row.text, row.toAddress));
  if (!token) throw new Error('no link in the mail');
  return token;
};

const show = (id: number, token = admin) => t.call({ method: 'GET', url: `/api/mails/${id}`, token });

beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
  await t.database.db.insert(users).values({
    emailAddress: SECOND_ADMIN,
    firstName: 'Tweede',
    lastName: 'Beheerder',
    roles: [1],
    companyId: null,
  });
});

describe('a reset mail to another platform admin, kept without SMTP', () => {
  it('shows the other admin’s link to no platform admin: hidden in the outbox, and the link still works', async () => {
    // Anyone may ask a reset for any address: the attack needs only the outbox.
    expect((await requestReset(SECOND_ADMIN)).statusCode).toBe(200);
    const row = await lastMailTo(SECOND_ADMIN);
    expect(row.status).toBe('kept');
    const token = sentToken(row);

    const listed = await t.call({ method: 'GET', url: '/api/mails', token: admin });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);

    const shown = await show(row.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).not.toContain(token);
    expect(tokensIn(shown.json().text)).toEqual([]);
    expect(tokensIn(shown.json().html)).toEqual([]);
    expect(shown.json().text).toContain(`/auth/reset-password?token=${HIDDEN_TOKEN}`);
    expect(shown.json().html).toContain(`/auth/reset-password?token=${HIDDEN_TOKEN}`);
    expect(shown.body).not.toContain('[[sealed:');

    // The recipient's own link is not spoilt by being hidden.
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('shows a platform admin their own reset link', async () => {
    expect((await requestReset('admin@demo.nl')).statusCode).toBe(200);
    const row = await lastMailTo('admin@demo.nl');
    const shown = await show(row.id);
    expect(tokensIn(shown.json().text)).toEqual([sentToken(row)]);
    // The other admin, signed in now, does not see it.
    const second = await t.login(SECOND_ADMIN, NEW_PASSWORD);
    const theirs = await show(row.id, second);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toContain(sentToken(row));
    expect(theirs.json().text).toContain(HIDDEN_TOKEN);
  });

  it('hides the welcome link of a new platform admin from the admin who made them', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        firstName: 'Derde',
        affix: '',
        lastName: 'Beheerder',
        emailAddress: 'derde.beheerder@demo.nl',
        telephone: '',
        roles: [1],
        active: true,
        locationIds: [],
        companyId: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const row = await lastMailTo('derde.beheerder@demo.nl');
    expect(row.code).toBe('user_welcome');
    const shown = await show(row.id);
    expect(shown.body).not.toContain(sentToken(row));
    expect(shown.json().text).toContain(HIDDEN_TOKEN);
  });

  it('keeps the intended fallback: a company user’s kept link is shown to a platform admin', async () => {
    expect((await requestReset('lezer@demo.nl')).statusCode).toBe(200);
    const row = await lastMailTo('lezer@demo.nl');
    const shown = await show(row.id);
    expect(tokensIn(shown.json().text)).toEqual([sentToken(row)]);
    // The HTML names the link twice: its href and its text.
    expect(new Set(tokensIn(shown.json().html))).toEqual(new Set([sentToken(row)]));
  });
});

describe('the stored mail', () => {
  it('holds no usable token: the link’s token is sealed in subject, text and html', async () => {
    expect((await requestReset('beheerder@demo.nl')).statusCode).toBe(200);
    const row = await lastMailTo('beheerder@demo.nl');
    const token = sentToken(row);
    for (const column of [row.subject, row.text, row.html ?? '']) {
      expect(column).not.toContain(token);
      expect(tokensIn(column)).toEqual([]);
    }
    expect(row.text).toMatch(/reset-password\?token=\[\[sealed:[A-Za-z0-9_-]+\]\]/);
    // The sealed value is no token either.
    const sealed = /\[\[sealed:([A-Za-z0-9_-]+)\]\]/.exec(row.text)?.[1] ?? '';
    const refused = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: sealed.slice(0, 200), password: NEW_PASSWORD },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('delivery through SMTP', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('sends the working link, also when a restarted server (same secret) delivers the queued mail', async () => {
    const secretKey = await loadSecretKey({ secretKey: null, dataDir: t.dataDir });
    // The same secret on the next start: read from DATA_DIR/secret.key, not made anew.
    expect(await loadSecretKey({ secretKey: null, dataDir: t.dataDir })).toBe(secretKey);
    const config = { ...readConfig({}), appUrl: 'http://app.test', dataDir: t.dataDir, smtpUrl: smtp.url };
    // The first server queues the mail (SMTP configured, the worker not running) and stops.
    const first = createMailer(t.database.db, {
      smtpUrl: smtp.url,
      from: 'test@contractbeheer.test',
      secretKey,
    });
    const app = await buildApp({ db: t.database.db, config, mailer: first, now: () => t.clock.now });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/request-reset',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { emailAddress: 'contracten@demo.nl' },
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode).toBe(200);
    await app.close();
    await first.stop();
    const row = await lastMailTo('contracten@demo.nl');
    expect(row.status).toBe('queued');
    expect(tokensIn(row.text)).toEqual([]);

    // A server with another secret cannot open the seal: the try fails, nothing garbled goes out.
    const stranger = createMailer(t.database.db, {
      smtpUrl: smtp.url,
      from: 'test@contractbeheer.test',
      secretKey: 'een-heel-ander-geheim-van-minstens-32-tekens',
    });
    expect(await stranger.deliverDue()).toMatchObject({ sent: 0, retried: 1 });
    await stranger.stop();
    expect(smtp.received).toEqual([]);
    const [afterStranger] = await t.database.db.select().from(mails).where(eq(mails.id, row.id));
    expect(afterStranger.error).toContain('SECRET_KEY');
    await t.database.db
      .update(mails)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mails.id, row.id));

    // The restarted server sends it with the link as it was issued.
    const second = createMailer(t.database.db, {
      smtpUrl: smtp.url,
      from: 'test@contractbeheer.test',
      secretKey,
    });
    expect(await second.deliverDue()).toMatchObject({ sent: 1 });
    await second.stop();
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0].raw.replace(/=3D/g, '=');
    const [token] = tokensIn(raw);
    expect(token).toBeTruthy();
    expect(raw).not.toContain('[[sealed:');
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    // Once sent, the outbox hides it from everyone.
    const shown = await show(row.id);
    expect(shown.json().status).toBe('sent');
    expect(shown.body).not.toContain(token);
  });
});
