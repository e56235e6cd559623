/**
 * GET /api/invoices/:id/pdf: the seeded bakery's invoice as a Dutch PDF, read back to text, and
 * who may download which invoice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../../../server/billing/run';
import { keptMailQueue } from '../../../server/mail/mailer';
import { downloadTokenOf } from '../contracts/fixtures-documents';
import { setupTestApp } from '../harness';
import {
  APP_URL,
  companyWithSubscription,
  invoicesOf,
  pdfText,
  SELLER,
  type StoredInvoice,
} from './fixtures';

const t = setupTestApp();
let bakery: StoredInvoice;
let bikes: StoredInvoice;

beforeAll(async () => {
  const db = t.database.db;
  // The seed invoiced the bakery; the bike shop gets a subscription (so its admin may read
  // company data) and its own invoice.
  const [first] = await invoicesOf(db);
  bakery = first;
  const { companyId } = await companyWithSubscription(db, { plan: 'Basis', startsAt: bakery.period_start });
  await db.execute(
    `update subscriptions set company_id = (select company_id from users where email_address = 'proef@demo.nl') where company_id = ${companyId}`,
  );
  await runBilling({ db, now: () => t.clock.now, appUrl: APP_URL, mail: keptMailQueue() });
  bikes = (await invoicesOf(db)).find((invoice) => invoice.buyer_name !== bakery.buyer_name) as StoredInvoice;
}, 60_000);

const pdf = async (invoice: { id: number | string }, email: string | null) => {
  const token = email ? await downloadTokenOf(t, await t.login(email)) : null;
  return t.call({
    method: 'GET',
    url: `/api/invoices/${invoice.id}/pdf${token ? `?_token=${encodeURIComponent(token)}` : ''}`,
  });
};

describe('the invoice PDF', () => {
  it('is a Dutch invoice with number, buyer, seller, period and totals', async () => {
    const response = await pdf(bakery, 'beheerder@demo.nl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename="factuur-${bakery.number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Factuur',
      bakery.number,
      'Bakkerij De Korenschoof B.V.',
      'Oudegracht 112',
      '3511 AX Utrecht',
      'KvK-nummer: 30123456',
      'Btw-id: NL123456782B01',
      SELLER.name,
      'Abonnement Zakelijk',
      'Subtotaal',
      '€ 49,00',
      'Btw 21%',
      '€ 10,29',
      'Totaal',
      '€ 59,29',
      `Te betalen per bankoverschrijving op IBAN ${SELLER.iban}`,
      `o.v.v. factuurnummer ${bakery.number}`,
    ])
      expect(text).toContain(expected);
  });

  it('is the same document every time', async () => {
    const [one, two] = [await pdf(bakery, 'admin@demo.nl'), await pdf(bakery, 'admin@demo.nl')];
    expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
  });

  it('goes to a platform admin for any invoice and to a company admin for its own only', async () => {
    expect((await pdf(bakery, 'admin@demo.nl')).statusCode).toBe(200);
    expect((await pdf(bikes, 'admin@demo.nl')).statusCode).toBe(200);
    expect((await pdf(bikes, 'proef@demo.nl')).statusCode).toBe(200);
    expect((await pdf(bakery, 'proef@demo.nl')).statusCode).toBe(404);
    expect((await pdf(bikes, 'beheerder@demo.nl')).statusCode).toBe(404);
    expect((await pdf({ id: 999_999 }, 'admin@demo.nl')).statusCode).toBe(404);
  });

  it("stays with the company admin after the company's subscription ended", async () => {
    const proef = await t.login('proef@demo.nl');
    const { company } = (await t.call({ method: 'GET', url: '/api/auth/profile', token: proef })).json();
    await t.database.db.execute(
      `update subscriptions set ends_at = '2000-01-31', starts_at = '2000-01-01' where company_id = ${company.id}`,
    );
    const confined = await t.call({ method: 'GET', url: '/api/auth/profile', token: proef });
    expect(confined.json().subscription).toBeNull();
    expect((await pdf(bikes, 'proef@demo.nl')).statusCode).toBe(200);
    expect((await pdf(bakery, 'proef@demo.nl')).statusCode).toBe(404);
  });

  it('is refused to other roles (403), without a valid token (401) and for a bad id (400)', async () => {
    expect((await pdf(bakery, 'contracten@demo.nl')).statusCode).toBe(403);
    expect((await pdf(bakery, 'lezer@demo.nl')).statusCode).toBe(403);
    expect((await pdf(bakery, null)).statusCode).toBe(401);
    const wrong = await t.call({ method: 'GET', url: `/api/invoices/${bakery.id}/pdf?_token=nope` });
    expect(wrong.statusCode).toBe(401);
    // The bearer token is not a download token.
    const bearer = await t.login('admin@demo.nl');
    expect(
      (await t.call({ method: 'GET', url: `/api/invoices/${bakery.id}/pdf`, token: bearer })).statusCode,
    ).toBe(401);
    expect((await pdf({ id: 'abc' }, 'admin@demo.nl')).statusCode).toBe(400);
  });
});
