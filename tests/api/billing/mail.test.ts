/**
 * Invoice mails: each new invoice goes to its company's billing address through the outbox and a
 * real SMTP server on loopback, its PDF rendered and attached when sent; the outbox names it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../server/auth/subscriptions';
import { runBilling } from '../../../server/billing/run';
import { startSmtpServer, type TestSmtpServer } from '../../smtp-server';
import { setupTestApp } from '../harness';
import { attachmentsOf, billingProcess, companyWithSubscription, invoicesOf, pdfText } from './fixtures';

const t = setupTestApp();
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
}, 60_000);
afterAll(() => smtp.close());

describe('invoice mails', () => {
  it('mails each new invoice to the billing address with its PDF attached', async () => {
    const db = t.database.db;
    const today = dayOf(t.clock.now).slice(0, 7);
    const mailed = await companyWithSubscription(db, {
      plan: 'Zakelijk',
      startsAt: `${today}-01`,
      billingEmail: 'boekhouding@kaasmakerij.example',
      name: 'Kaasmakerij Gouda B.V.',
    });
    const silent = await companyWithSubscription(db, { plan: 'Basis', startsAt: `${today}-01` });
    const process = billingProcess(t, { smtpUrl: smtp.url });
    try {
      expect(await runBilling(process)).toEqual({ created: 2 });
      await process.mailer.deliverDue();
    } finally {
      await process.mailer.stop();
    }
    const [invoice] = await invoicesOf(db, mailed.subscriptionId);
    expect(await invoicesOf(db, silent.subscriptionId)).toHaveLength(1);
    // The company without a billing address gets its invoice, not a mail.
    expect(smtp.received.map((mail) => mail.to)).toEqual([['boekhouding@kaasmakerij.example']]);

    const [received] = smtp.received;
    expect(received.subject).toBe(`Factuur ${invoice.number} van Contractbeheer`);
    expect(received.raw).toContain('Kaasmakerij Gouda B.V.');
    expect(received.raw).toContain('59,29');
    const attachments = attachmentsOf(received.raw);
    expect(attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`factuur-${invoice.number}.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(attachments[0].content);
    expect(text).toContain(invoice.number);
    expect(text).toContain('Kaasmakerij Gouda B.V.');
    expect(text).toContain('€ 59,29');

    // The outbox shows the attachment by its file name.
    const admin = await t.login('admin@demo.nl');
    const outbox = await t.outbox();
    const mail = outbox.find((row) => row.toAddress === 'boekhouding@kaasmakerij.example');
    expect(mail?.status).toBe('sent');
    const detail = await t.call({ method: 'GET', url: `/api/mails/${mail?.id}`, token: admin });
    expect(detail.json().attachments).toEqual([
      { kind: 'invoice', id: invoice.id, fileName: `factuur-${invoice.number}.pdf` },
    ]);
  });

  it('keeps the demo invoices’ mails in the outbox, unsent, with their attachment', async () => {
    const kept = (await t.outbox()).filter((mail) => mail.code === 'invoice_new' && mail.status === 'kept');
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.every((mail) => mail.toAddress === 'administratie@korenschoof.example')).toBe(true);
    expect(kept.every((mail) => mail.attachments?.[0]?.kind === 'invoice')).toBe(true);
  });
});
