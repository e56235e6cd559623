/** The outbox (GET /api/mails, /api/mails/:id): every mail the product wrote, for platform admins only. */
import { eq } from 'drizzle-orm';
import { mails } from '../../server/db/schema';
import { HIDDEN_TOKEN } from '../../src/schema/resources/mails';
import { freshAddress } from './fixtures';
import { setupTestApp } from './harness';

const t = setupTestApp();
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  admin = await t.login('admin@demo.nl');
  // The seed's invoice mails are tested with the billing run (tests/api/billing); this file counts its own.
  await t.database.db.delete(mails);
  // A real mail through the app: the reset mail, kept without SMTP.
  const reset = await t.call({
    method: 'POST',
    url: '/api/auth/request-reset',
    payload: { emailAddress: 'lezer@demo.nl' },
    remoteAddress: freshAddress(),
  });
  expect(reset.statusCode).toBe(200);
  const [kept] = await t.outbox();
  ids.kept = kept.id;
  // And the other states a delivery worker leaves behind, at known moments.
  const at = (minute: number) => new Date(Date.UTC(2026, 3, 14, 9, minute));
  const rows = await t.database.db
    .insert(mails)
    .values([
      {
        toAddress: 'anna@korenschoof.nl',
        subject: 'Contract CB-2026-014 met Eneco loopt af op 1 maart 2027',
        text: 'Beste Anna,',
        html: '<p>Beste Anna,</p>',
        code: 'contract_end_alert',
        status: 'sent',
        attempts: 1,
        messageId: '<mail-1@contractbeheer.nl>',
        sentAt: at(2),
        createdAt: at(1),
      },
      {
        toAddress: 'bram@vandijk.nl',
        subject: 'Opzeggen kan tot 1 december 2026: contract 100%_zeker',
        text: 'Beste Bram,',
        code: 'contract_notice_alert',
        status: 'failed',
        attempts: 5,
        error: '554 Mailbox unavailable',
        createdAt: at(3),
      },
      {
        toAddress: 'mo@korenschoof.nl',
        subject: 'Herinnering: contract CB-2026-020 met KPN',
        text: 'Beste Mohamed,',
        code: 'contract_manual_alert',
        status: 'queued',
        attempts: 2,
        error: 'connect ECONNREFUSED',
        createdAt: at(4),
      },
    ])
    .returning({ id: mails.id, status: mails.status });
  for (const row of rows) ids[row.status] = row.id;
});

const list = (query: Record<string, unknown> = {}, token = admin) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]),
  ).toString();
  return t.call({ method: 'GET', url: `/api/mails${search ? `?${search}` : ''}`, token });
};
const idsOf = (response: { json(): unknown }) => (response.json() as { id: number }[]).map((mail) => mail.id);

describe('GET /api/mails as a platform admin', () => {
  it('lists every mail, newest first, without the texts, with Content-Range', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(idsOf(response)).toEqual([ids.kept, ids.queued, ids.failed, ids.sent]);
    expect(response.headers['content-range']).toBe('mails 0-3/4');
    const [kept, , failed] = response.json();
    expect(kept).toEqual({
      id: ids.kept,
      toAddress: 'lezer@demo.nl',
      subject: 'Stel een nieuw wachtwoord in',
      code: 'password_reset',
      status: 'kept',
      attempts: 0,
      error: null,
      messageId: null,
      nextAttemptAt: expect.any(String),
      sentAt: null,
      createdAt: expect.any(String),
      // Every record of the generic engine carries it; a mail is never updated through the API.
      updatedAt: expect.any(String),
    });
    expect(failed).toMatchObject({ status: 'failed', attempts: 5, error: '554 Mailbox unavailable' });
    expect(kept).not.toHaveProperty('text');
    expect(kept).not.toHaveProperty('html');
  });

  it('pages with range', async () => {
    const response = await list({ range: [1, 2] });
    expect(idsOf(response)).toEqual([ids.queued, ids.failed]);
    expect(response.headers['content-range']).toBe('mails 1-2/4');
  });

  it('sorts by the columns of the table', async () => {
    expect(idsOf(await list({ sort: ['toAddress', 'ASC'] }))).toEqual([
      ids.sent,
      ids.failed,
      ids.kept,
      ids.queued,
    ]);
    expect(idsOf(await list({ sort: ['attempts', 'DESC'] }))).toEqual([
      ids.failed,
      ids.queued,
      ids.sent,
      ids.kept,
    ]);
    expect(idsOf(await list({ sort: ['createdAt', 'ASC'] }))).toEqual([
      ids.sent,
      ids.failed,
      ids.queued,
      ids.kept,
    ]);
    expect(idsOf(await list({ sort: ['status', 'ASC'] }))).toEqual([
      ids.failed,
      ids.kept,
      ids.queued,
      ids.sent,
    ]);
  });

  it('filters on status (one or several), template code and a search in address and subject', async () => {
    expect(idsOf(await list({ filter: { status: 'failed' } }))).toEqual([ids.failed]);
    expect(idsOf(await list({ filter: { status: ['sent', 'kept'] } }))).toEqual([ids.kept, ids.sent]);
    expect(idsOf(await list({ filter: { code: 'password_reset' } }))).toEqual([ids.kept]);
    expect(idsOf(await list({ filter: { q: 'KORENSCHOOF' } }))).toEqual([ids.queued, ids.sent]);
    expect(idsOf(await list({ filter: { q: ' eneco ' } }))).toEqual([ids.sent]);
    // % and _ are literal characters, not wildcards.
    expect(idsOf(await list({ filter: { q: '100%_' } }))).toEqual([ids.failed]);
    expect(idsOf(await list({ filter: { q: '%' } }))).toEqual([ids.failed]);
    const none = await list({ filter: { q: 'niemand', status: 'sent' } });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('mails 0-0/0');
  });

  it('refuses a bad query with 400', async () => {
    for (const query of [
      { sort: ['text', 'ASC'] },
      { sort: ['createdAt', 'UP'] },
      { filter: { status: 'lost' } },
      { filter: { html: 'x' } },
      { range: [5, 1] },
    ]) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const garbled = await t.call({ method: 'GET', url: '/api/mails?filter=%7Bnope', token: admin });
    expect(garbled.statusCode).toBe(400);
  });
});

describe('GET /api/mails/:id as a platform admin', () => {
  it('gives every field of a mail, texts included', async () => {
    const response = await t.call({ method: 'GET', url: `/api/mails/${ids.kept}`, token: admin });
    expect(response.statusCode).toBe(200);
    const mail = response.json();
    expect(mail).toMatchObject({
      id: ids.kept,
      toAddress: 'lezer@demo.nl',
      code: 'password_reset',
      status: 'kept',
    });
    expect(mail.text).toContain('Beste Lotte,');
    expect(mail.text).toContain('1 uur geldig');
    expect(mail.html).toMatch(/^<p>Beste Lotte,<\/p>/);
    expect(mail.html).toMatch(/<a href="http:\/\/app\.test\/auth\/reset-password\?token=[^"]+">/);

    const sent = (await t.call({ method: 'GET', url: `/api/mails/${ids.sent}`, token: admin })).json();
    expect(sent).toMatchObject({
      messageId: '<mail-1@contractbeheer.nl>',
      sentAt: '2026-04-14T09:02:00.000Z',
    });
  });

  it('hides the token of a single-use link once the mail went to an SMTP server', async () => {
    const [kept] = await t.database.db.select().from(mails).where(eq(mails.id, ids.kept));
    const [sent] = await t.database.db
      .insert(mails)
      .values({ ...kept, id: undefined, status: 'sent', sentAt: new Date() })
      .returning();
    // Stored sealed (tests/api/outbox-links.test.ts); the mailer opens it as it sends.
    const token = /token=([^\s&]+)/.exec(t.mailer.links.open(kept.text, kept.toAddress))?.[1];
    expect(token).toBeTruthy();
    const shown = (await t.call({ method: 'GET', url: `/api/mails/${sent.id}`, token: admin })).json();
    expect(shown.text).toContain(`/auth/reset-password?token=${HIDDEN_TOKEN}`);
    expect(shown.text).not.toContain(token);
    expect(shown.html).not.toContain(token);
    // Without an SMTP server the outbox is the delivery: the kept mail shows its link.
    const keptShown = (await t.call({ method: 'GET', url: `/api/mails/${ids.kept}`, token: admin })).json();
    expect(keptShown.text).toContain(token);
  });

  it('answers 404 for an unknown mail and 400 for a malformed id', async () => {
    expect((await t.call({ method: 'GET', url: '/api/mails/999999', token: admin })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/mails/abc', token: admin })).statusCode).toBe(400);
  });
});

describe('access', () => {
  it('is 403 for company users of every role, also before a bad query is looked at', async () => {
    for (const email of ['beheerder@demo.nl', 'contracten@demo.nl', 'lezer@demo.nl', 'proef@demo.nl']) {
      const token = await t.login(email);
      expect((await list({}, token)).statusCode, email).toBe(403);
      expect((await list({ sort: ['nope', 'ASC'] }, token)).statusCode, email).toBe(403);
      const detail = await t.call({ method: 'GET', url: `/api/mails/${ids.kept}`, token });
      expect(detail.statusCode, email).toBe(403);
      expect(detail.body).not.toContain('lezer@demo.nl');
    }
  });

  it('is 401 without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/mails' })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: `/api/mails/${ids.kept}` })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/mails', token: 'not-a-token' })).statusCode).toBe(401);
  });

  it('is 403 for a platform admin signed in as a company user (super login)', async () => {
    const users = (
      await t.call({ method: 'GET', url: '/api/users?filter={"q":"beheerder@demo.nl"}', token: admin })
    ).json();
    const login = await t.call({ method: 'POST', url: `/api/auth/super-login/${users[0].id}`, token: admin });
    expect(login.statusCode).toBe(200);
    expect((await list({}, login.json().accessToken)).statusCode).toBe(403);
  });
});
