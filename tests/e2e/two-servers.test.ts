/**
 * Two server processes behind one imagined load balancer, as the README's "Meerdere servers"
 * describes: one PostgreSQL, one S3-compatible bucket (a real s3rver), one SMTP server, the same
 * SECRET_KEY. Started at the same moment on an empty database (the migrations run once), they
 * share sessions, documents and password changes, and every mail goes out once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPdf } from '../../server/seed/documents';
import type { ContractRecord } from '../../src/schema/resources/contracts';
import { startS3, type TestS3 } from '../s3-server';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-database';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server';
import { type RunningServer, startServer } from './harness';
import { api, apiToken } from './steps';

const postgres = process.env.DATABASE_URL;

// Several servers share one PostgreSQL: the embedded database belongs to the one process that
// opened it. Without DATABASE_URL (npm test on a machine without PostgreSQL) there is nothing to share.
describe.skipIf(!postgres)('two servers on one PostgreSQL and one bucket', () => {
  let database: ScratchDatabase;
  let s3: TestS3;
  let smtp: TestSmtpServer;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await createScratchDatabase(postgres as string, 'contractbeheer_two');
    s3 = await startS3();
    smtp = await startSmtpServer();
    const shared = {
      FILES_URL: s3.filesUrl,
      SMTP_URL: smtp.url,
      SECRET_KEY: 'twee-servers-delen-dit-geheim-van-minstens-32-tekens',
    };
    // At the same moment, on an empty database.
    [a, b] = await Promise.all([
      startServer('two-a', 90_000, database.url, shared),
      startServer('two-b', 90_000, database.url, shared),
    ]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await s3?.close();
    await database?.drop();
  });

  const pdfForm = (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return form;
  };

  it('are both ready, on the database and the bucket', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok', database: true, storage: true });
    }
  });

  it('serve through one what was uploaded through the other, with a session from either', async () => {
    const token = await apiToken(a.baseUrl, 'beheerder@demo.nl');
    const profile = await api<{ emailAddress: string; downloadToken: string }>(
      b.baseUrl,
      token,
      'GET',
      'auth/profile',
    );
    expect(profile.emailAddress).toBe('beheerder@demo.nl');

    const [contract] = await api<ContractRecord[]>(a.baseUrl, token, 'GET', 'contracts?range=[0,0]');
    const bytes = demoPdf(['Geüpload via server A', 'Gelezen via server B']);
    const uploaded = await fetch(`${a.baseUrl}/api/contracts/${contract.id}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
      body: pdfForm(bytes, 'via-a.pdf'),
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };

    const download = await fetch(`${b.baseUrl}${url}?_token=${encodeURIComponent(profile.downloadToken)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

    const listed = await api<{ fileName: string }[]>(
      b.baseUrl,
      token,
      'GET',
      `contracts/${contract.id}/documents`,
    );
    expect(listed.map((document) => document.fileName)).toContain('via-a.pdf');
  });

  it('signs out the other sessions on both when the password changes on one', async () => {
    const onA = await apiToken(a.baseUrl, 'contracten@demo.nl');
    const onB = await apiToken(b.baseUrl, 'contracten@demo.nl');
    await api(b.baseUrl, onB, 'POST', 'auth/password', {
      password: 'Demo-Wachtwoord-2026',
      newPassword: 'Twee-Servers-Nieuw-Wachtwoord-9!',
    });
    for (const server of [a, b]) {
      const refused = await fetch(`${server.baseUrl}/api/auth/profile`, {
        headers: { authorization: `Bearer ${onA}`, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(refused.status, server.baseUrl).toBe(401);
      // The session that changed it goes on, on either server.
      expect(
        (await api<{ emailAddress: string }>(server.baseUrl, onB, 'GET', 'auth/profile')).emailAddress,
      ).toBe('contracten@demo.nl');
    }
    expect(await apiToken(a.baseUrl, 'contracten@demo.nl', 'Twee-Servers-Nieuw-Wachtwoord-9!')).toBeTruthy();
  });

  it('send every mail of the outbox once, whichever server sends it', async () => {
    for (const [server, address] of [
      [a, 'beheerder@demo.nl'],
      [b, 'lezer@demo.nl'],
    ] as const) {
      const requested = await fetch(`${server.baseUrl}/api/auth/request-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailAddress: address }),
      });
      expect(requested.status).toBe(200);
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // Both mail workers deliver in the background: wait until none is left to send.
      const deadline = Date.now() + 60_000;
      let sent = 0;
      for (;;) {
        const { rows } = await client.query<{ waiting: number; sent: number }>(
          `select count(*) filter (where status in ('queued', 'sending'))::int as waiting,
                  count(*) filter (where status = 'sent')::int as sent from mails`,
        );
        sent = rows[0].sent;
        if (rows[0].waiting === 0 && smtp.received.length >= sent) break;
        if (Date.now() > deadline) throw new Error(`mails still waiting: ${JSON.stringify(rows[0])}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const ids = smtp.received.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(sent);
      for (const address of ['beheerder@demo.nl', 'lezer@demo.nl'])
        expect(
          smtp.received.filter((mail) => mail.to.includes(address) && /wachtwoord/i.test(mail.subject)),
        ).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
