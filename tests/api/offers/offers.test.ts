/**
 * Offers (docs/requirements.md#offers): which contracts ask sponsors, exactly once per term, what a
 * request shares (never who the company is), the sponsor's link and its states, withdrawal, the
 * company's decision, and who may see what.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offerFiles, offerShares } from '../../../server/db/offer-tables';
import { companies, users } from '../../../server/db/schema';
import { runOfferRequests } from '../../../server/offers/requests';
import { addDays } from '../../../src/schema/contract-dates';
import { schedulerProcess } from '../alerts/fixtures';
import { todayOf } from '../contracts/fixtures';
import { downloadTokenOf, multipart, PDF, storedFiles } from '../contracts/fixtures-documents';
import { freshAddress, giveSubscription, userIdOf } from '../fixtures';
import { setupTestApp } from '../harness';
import {
  mailsOfCode,
  openLink,
  optedInContract,
  requestMails,
  requestsOf,
  runOffers,
  submitOffer,
  typeNamed,
} from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

const t = setupTestApp();
let admin: string;
let platformAdmin: string;

beforeAll(async () => {
  admin = await t.login('beheerder@demo.nl');
  platformAdmin = await t.login('admin@demo.nl');
  // The demo's own opted-in contracts get their requests first, out of the way.
  await runOffers(t);
});

const validOffer = () => ({
  yearlyPrice: '8750.50',
  validUntil: addDays(todayOf(t), 20),
  description: 'Vaste prijs, groene stroom',
});

/** A contract that got its request sent: the request and the first sponsor's mail. */
async function sentRequest(overrides: Record<string, unknown> = {}) {
  const contract = await optedInContract(t, admin, overrides);
  await runOffers(t);
  const [request] = await requestsOf(t, contract.id);
  const mails = request ? await requestMails(t, request.id) : [];
  return { contract, request, mails };
}

describe('which contracts ask for offers', () => {
  it('an opted-in contract of a suitable type within the window gets one request, sent to each active sponsor of its type', async () => {
    const { request, mails } = await sentRequest();
    expect(request).toMatchObject({ status: 'sent' });
    // Energie: two demo sponsors with an address; the third has no types and no address.
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'aanbod@inkoopcollectief.example',
      'offertes@slimcontracteren.example',
    ]);
    for (const mail of mails) expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['the opt-in off', { offersOptIn: false }],
    ['the deadline beyond the window (200 days)', { endsAt: undefined, endsInDays: 230 }],
  ])('makes no request with %s', async (_name, overrides) => {
    const { endsInDays, ...rest } = overrides as Record<string, unknown> & { endsInDays?: number };
    const contract = await optedInContract(t, admin, {
      ...rest,
      ...(endsInDays ? { endsAt: addDays(todayOf(t), endsInDays) } : {}),
    });
    await runOffers(t);
    expect(await requestsOf(t, contract.id)).toEqual([]);
  });

  it('makes no request for an archived contract, nor for a type no longer suitable for purchasing advice', async () => {
    const archived = await optedInContract(t, admin);
    await t.call({ method: 'POST', url: `/api/contracts/${archived.id}/archive`, token: admin });
    const telecom = await typeNamed(t, admin, 'Telecom');
    const unsuitable = await optedInContract(t, admin, { supplierType: telecom.id });
    const type = await t.call({
      method: 'GET',
      url: `/api/supplier-types/${telecom.id}`,
      token: platformAdmin,
    });
    const off = await t.call({
      method: 'PUT',
      url: `/api/supplier-types/${telecom.id}`,
      token: platformAdmin,
      payload: { ...(type.json() as object), purchasingAdvice: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      await runOffers(t);
      expect(await requestsOf(t, archived.id)).toEqual([]);
      expect(await requestsOf(t, unsuitable.id)).toEqual([]);
    } finally {
      await t.call({
        method: 'PUT',
        url: `/api/supplier-types/${telecom.id}`,
        token: platformAdmin,
        payload: { ...(type.json() as object), purchasingAdvice: true },
      });
    }
  });

  it('follows the type’s own window: 20 days keeps a deadline 30 days ahead waiting', async () => {
    const water = await t.call({
      method: 'POST',
      url: '/api/supplier-types',
      token: platformAdmin,
      payload: {
        name: `Water ${Date.now()}`,
        purchasingAdvice: true,
        offerWindowDays: 20,
        specificationFields: [],
      },
    });
    expect(water.statusCode, water.body).toBe(201);
    const supplier = await t.call({
      method: 'POST',
      url: '/api/suppliers',
      token: platformAdmin,
      payload: { name: `Waterbedrijf ${Date.now()}`, supplierType: water.json().id },
    });
    expect(supplier.statusCode, supplier.body).toBe(201);
    const contract = await optedInContract(t, admin, {
      supplierType: water.json().id,
      supplier: supplier.json().id,
      specifications: [],
    });
    await runOffers(t);
    expect(await requestsOf(t, contract.id)).toEqual([]);
    t.clock.advance(11 * DAY);
    try {
      await runOffers(t);
      expect(await requestsOf(t, contract.id)).toHaveLength(1);
    } finally {
      t.clock.advance(-11 * DAY);
    }
  });

  it('sends each request once per sponsor, also with two scheduler processes at once and after a restart', async () => {
    const contract = await optedInContract(t, admin);
    const first = schedulerProcess(t, null);
    const second = schedulerProcess(t, null);
    try {
      await Promise.all([runOfferRequests(first), runOfferRequests(second)]);
      await runOfferRequests(schedulerProcess(t, null));
    } finally {
      await first.mailer.stop();
      await second.mailer.stop();
    }
    const requests = await requestsOf(t, contract.id);
    expect(requests).toHaveLength(1);
    const mails = await requestMails(t, requests[0].id);
    expect(mails).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(2);
  });
});

describe('what a request shares', () => {
  it('the need only: type, specifications, city, dates, yearly value — never the company, its people, documents or contract number', async () => {
    const { contract, mails } = await sentRequest();
    const upload = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/documents`,
      token: admin,
      ...multipart({ name: 'geheim-contract.pdf', bytes: PDF }),
    });
    expect(upload.statusCode).toBe(201);
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, contract.companyId as number));
    const people = await t.database.db.select().from(users).where(eq(users.companyId, company.id));
    const location = (
      await t.call({ method: 'GET', url: `/api/locations/${contract.location}`, token: admin })
    ).json() as Record<string, string>;
    const identifying = [
      company.name,
      'Korenschoof',
      company.billingEmail,
      company.address,
      contract.number,
      contract.reference,
      contract.description,
      contract.supplierName,
      location.name,
      location.address,
      'geheim-contract',
      ...people.flatMap((person) => [person.emailAddress, `${person.firstName} ${person.lastName}`]),
    ].filter((value): value is string => typeof value === 'string' && value.trim().length > 2);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      for (const value of identifying) expect(all, value).not.toContain(value);
      expect(mail.text).toContain('Energie');
      expect(mail.text).toContain(location.city);
      expect(mail.text).toContain('€ 10.000,00');
    }
    // The link's page shows the same, and no more.
    const view = await openLink(t, mails[0].token, freshAddress());
    expect(view.statusCode).toBe(200);
    for (const value of identifying) expect(view.body).not.toContain(value);
    expect(view.json()).toMatchObject({ supplierType: 'Energie', city: location.city, yearlyValue: 10000 });
  });

  it('records every share: what, to whom, when — listed for the company on the contract', async () => {
    const { contract, request } = await sentRequest();
    const response = await t.call({
      method: 'GET',
      url: `/api/contracts/${contract.id}/offers`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.requests).toEqual([expect.objectContaining({ id: request.id, status: 'sent' })]);
    expect(body.shares).toHaveLength(2);
    for (const share of body.shares) {
      expect(share.kind).toBe('request');
      expect([...share.fields].sort()).toEqual(
        [
          'request.type',
          'request.specifications',
          'request.city',
          'request.endsAt',
          'request.noticeDeadline',
          'request.yearlyValue',
        ].sort(),
      );
    }
    const rows = await t.database.db.select().from(offerShares).where(eq(offerShares.requestId, request.id));
    expect(rows.every((row) => row.mailId !== null && row.createdAt instanceof Date)).toBe(true);
  });
});

describe("the sponsor's link", () => {
  it('takes one offer (with its PDF); the receivers hear of it; the link is spent', async () => {
    const managerId = await userIdOf(t, 'contracten@demo.nl');
    const { contract, request, mails } = await sentRequest({ receivers: [managerId] });
    const sent = await submitOffer(
      t,
      mails[0].token,
      validOffer(),
      { name: 'aanbod.pdf', bytes: PDF },
      freshAddress(),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const [notice] = (await mailsOfCode(t, ['offer_received'])).filter((mail) =>
      mail.text.includes(contract.number),
    );
    expect(notice).toMatchObject({ toAddress: 'contracten@demo.nl' });
    expect(notice.text).toContain('€ 8.750,50');
    expect(notice.text).toContain('€ -1.249,50 (-12,5%)');

    const offers = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    expect(offers.requests[0]).toMatchObject({ id: request.id, status: 'offered' });
    expect(offers.offers).toEqual([
      expect.objectContaining({
        yearlyPrice: 8750.5,
        status: 'new',
        difference: { euros: -1249.5, percent: -12.5 },
        pdf: expect.objectContaining({ fileName: 'aanbod.pdf' }),
      }),
    ]);
    const download = await t.call({
      method: 'GET',
      url: `${offers.offers[0].pdf.url}?_token=${await downloadTokenOf(t, admin)}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const again = await submitOffer(t, mails[0].token, validOffer(), undefined, freshAddress());
    expect(again.statusCode).toBe(410);
    expect(again.json().errors).toEqual({ token: 'used' });
    expect((await openLink(t, mails[0].token, freshAddress())).statusCode).toBe(410);
    // The other sponsor's link still works.
    expect((await openLink(t, mails[1].token, freshAddress())).statusCode).toBe(200);
  });

  it('refuses bad offers with field errors and stores nothing', async () => {
    const { contract, mails } = await sentRequest();
    const address = freshAddress();
    const cases: [Record<string, string>, string][] = [
      [{ ...validOffer(), yearlyPrice: '0' }, 'yearlyPrice'],
      [{ ...validOffer(), yearlyPrice: '-5' }, 'yearlyPrice'],
      [{ ...validOffer(), yearlyPrice: '10000000.01' }, 'yearlyPrice'],
      [{ ...validOffer(), yearlyPrice: 'veel' }, 'yearlyPrice'],
      [{ ...validOffer(), validUntil: addDays(todayOf(t), -1) }, 'validUntil'],
      [{ ...validOffer(), validUntil: '31-12-2026' }, 'validUntil'],
    ];
    // Spread over both links: five refusals in a row would throttle one link (the next test).
    for (const [index, [fields, field]] of cases.entries()) {
      const response = await submitOffer(t, mails[index % 2].token, fields, undefined, address);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    const notPdf = await submitOffer(
      t,
      mails[1].token,
      validOffer(),
      { name: 'aanbod.pdf', bytes: Buffer.from('<html>geen pdf</html>'), type: 'application/pdf' },
      freshAddress(),
    );
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors).toEqual({ file: 'app.offers.errors.pdf_only' });
    const offers = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    expect(offers.offers).toEqual([]);
  });

  it('refuses a PDF over 10 MB (413) and stores nothing', async () => {
    const { contract, mails } = await sentRequest();
    const large = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await submitOffer(
      t,
      mails[0].token,
      validOffer(),
      { name: 'groot.pdf', bytes: large },
      freshAddress(),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ file: 'app.offers.errors.file_too_large' });
    const offers = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    expect(offers.offers).toEqual([]);
    expect((await storedFiles(t, contract.id)).filter((name) => name.startsWith('offer-'))).toEqual([]);
    // The link was not spent by the refusal.
    expect((await openLink(t, mails[0].token, freshAddress())).statusCode).toBe(200);
  });

  it('closes for a sponsor made inactive (410 withdrawn), while the other sponsor’s link works', async () => {
    const { mails } = await sentRequest();
    const sponsors = (await t.call({ method: 'GET', url: '/api/sponsors', token: platformAdmin })).json();
    const sponsor = sponsors.find((item: { emailAddress: string }) => item.emailAddress === mails[0].to);
    const off = await t.call({
      method: 'PUT',
      url: `/api/sponsors/${sponsor.id}`,
      token: platformAdmin,
      payload: { ...sponsor, active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const closed = await openLink(t, mails[0].token, freshAddress());
      expect(closed.statusCode).toBe(410);
      expect(closed.json().errors).toEqual({ token: 'withdrawn' });
      expect((await openLink(t, mails[1].token, freshAddress())).statusCode).toBe(200);
    } finally {
      await t.call({
        method: 'PUT',
        url: `/api/sponsors/${sponsor.id}`,
        token: platformAdmin,
        payload: { ...sponsor, active: true },
      });
    }
  });

  it('leaves no PDF behind when its contract is deleted', async () => {
    const { contract, mails } = await sentRequest();
    expect(
      (await submitOffer(t, mails[0].token, validOffer(), { name: 'aanbod.pdf', bytes: PDF }, freshAddress()))
        .statusCode,
    ).toBe(201);
    expect((await t.database.db.select().from(offerFiles)).length).toBeGreaterThan(0);
    const deleted = await t.call({ method: 'DELETE', url: `/api/contracts/${contract.id}`, token: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedFiles(t, contract.id)).toEqual([]);
    expect((await t.database.db.select().from(offerFiles)).filter((row) => row.offerId === null)).toEqual([]);
  });

  it('answers an unknown token 404 and throttles an address that keeps guessing (429)', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await openLink(t, `onbekend-${attempt}-${'x'.repeat(40)}`, address)).statusCode).toBe(404);
    expect((await openLink(t, `onbekend-${'y'.repeat(40)}`, address)).statusCode).toBe(429);
    // Another address is not held back by it.
    expect((await openLink(t, `onbekend-${'z'.repeat(40)}`, freshAddress())).statusCode).toBe(404);
  });

  it('throttles a token that keeps sending refused offers', async () => {
    const { mails } = await sentRequest();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect(
        (await submitOffer(t, mails[0].token, { yearlyPrice: '0' }, undefined, freshAddress())).statusCode,
      ).toBe(400);
    expect((await submitOffer(t, mails[0].token, validOffer(), undefined, freshAddress())).statusCode).toBe(
      429,
    );
  });

  it('expires with the notice deadline', async () => {
    const { contract, request, mails } = await sentRequest();
    const days = Math.round((Date.parse(request.noticeDeadline) - Date.parse(todayOf(t))) / DAY) + 1;
    t.clock.advance(days * DAY);
    try {
      const response = await openLink(t, mails[0].token, freshAddress());
      expect(response.statusCode).toBe(410);
      expect(response.json().errors).toEqual({ token: 'expired' });
      await runOffers(t);
      // Closed as expired; the renewed term's deadline is a year out, beyond the window: no new request.
      expect(await requestsOf(t, contract.id)).toEqual([
        expect.objectContaining({ id: request.id, status: 'expired' }),
      ]);
    } finally {
      t.clock.advance(-days * DAY);
    }
  });

  it('serves the page with the status of its link: 200 open, 404 unknown', async () => {
    const { mails } = await sentRequest();
    expect((await t.call({ method: 'GET', url: `/aanbod/${mails[0].token}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `/aanbod/${'q'.repeat(43)}` })).statusCode).toBe(404);
  });
});

describe('withdrawal', () => {
  it('turning the opt-in off withdraws the request at once and stops every link; nothing more is shared', async () => {
    const { contract, request, mails } = await sentRequest();
    const current = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}`, token: admin })
    ).json();
    const off = await t.call({
      method: 'PUT',
      url: `/api/contracts/${contract.id}`,
      token: admin,
      payload: { ...current, offersOptIn: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await requestsOf(t, contract.id))[0]).toMatchObject({ id: request.id, status: 'withdrawn' });
    for (const mail of mails) {
      const response = await openLink(t, mail.token, freshAddress());
      expect(response.statusCode).toBe(410);
      expect(response.json().errors).toEqual({ token: 'withdrawn' });
    }
    expect((await submitOffer(t, mails[0].token, validOffer(), undefined, freshAddress())).statusCode).toBe(
      410,
    );
    expect((await t.call({ method: 'GET', url: `/aanbod/${mails[0].token}` })).statusCode).toBe(410);
    const sharesBefore = (await t.database.db.select().from(offerShares)).length;
    await runOffers(t);
    expect((await t.database.db.select().from(offerShares)).length).toBe(sharesBefore);
  });

  it('archiving withdraws the request', async () => {
    const { contract, mails } = await sentRequest();
    await t.call({ method: 'POST', url: `/api/contracts/${contract.id}/archive`, token: admin });
    expect((await requestsOf(t, contract.id))[0].status).toBe('withdrawn');
    expect((await openLink(t, mails[0].token, freshAddress())).statusCode).toBe(410);
  });
});

describe("the company's decision", () => {
  it('interest tells the sponsor who the company is and whom to contact, recorded as a share; not interesting shares nothing', async () => {
    const { contract, mails } = await sentRequest();
    expect((await submitOffer(t, mails[0].token, validOffer(), undefined, freshAddress())).statusCode).toBe(
      201,
    );
    expect(
      (
        await submitOffer(
          t,
          mails[1].token,
          { ...validOffer(), yearlyPrice: '9900' },
          undefined,
          freshAddress(),
        )
      ).statusCode,
    ).toBe(201);
    const { offers } = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    const [cheap, dear] = offers;
    const manager = await t.login('contracten@demo.nl');
    const interest = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/offers/${cheap.id}/interest`,
      token: manager,
    });
    expect(interest.statusCode, interest.body).toBe(200);
    const decline = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/offers/${dear.id}/decline`,
      token: manager,
    });
    expect(decline.json()).toEqual({ status: 'declined' });

    const [told] = (await mailsOfCode(t, ['offer_interest'])).slice(-1);
    const owner = (
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.id, contract.owner as number))
    )[0];
    expect(told.toAddress).toBe(mails[0].to);
    expect(told.text).toContain('Bakkerij De Korenschoof B.V.');
    expect(told.text).toContain(owner.emailAddress);
    const after = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    expect(after.offers.map((offer: { status: string }) => offer.status)).toEqual(['interested', 'declined']);
    expect(after.shares.filter((share: { kind: string }) => share.kind === 'identity')).toHaveLength(1);
    // Asking again shares nothing twice.
    const toldBefore = (await mailsOfCode(t, ['offer_interest'])).length;
    await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/offers/${cheap.id}/interest`,
      token: manager,
    });
    expect((await mailsOfCode(t, ['offer_interest'])).length).toBe(toldBefore);
  });

  it('refuses interest in an offer past its validity (409)', async () => {
    const { contract, mails } = await sentRequest();
    const validUntil = addDays(todayOf(t), 2);
    expect(
      (await submitOffer(t, mails[0].token, { ...validOffer(), validUntil }, undefined, freshAddress()))
        .statusCode,
    ).toBe(201);
    const { offers } = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    t.clock.advance(3 * DAY);
    try {
      const response = await t.call({
        method: 'POST',
        url: `/api/contracts/${contract.id}/offers/${offers[0].id}/interest`,
        token: admin,
      });
      expect(response.statusCode).toBe(409);
    } finally {
      t.clock.advance(-3 * DAY);
    }
  });

  it('refuses interest once the contract no longer asks for offers (409): identity is never shared after opting out', async () => {
    const { contract, mails } = await sentRequest();
    expect((await submitOffer(t, mails[0].token, validOffer(), undefined, freshAddress())).statusCode).toBe(
      201,
    );
    const { offers } = (
      await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: admin })
    ).json();
    await t.call({ method: 'POST', url: `/api/contracts/${contract.id}/archive`, token: admin });
    const before = (await mailsOfCode(t, ['offer_interest'])).length;
    const response = await t.call({
      method: 'POST',
      url: `/api/contracts/${contract.id}/offers/${offers[0].id}/interest`,
      token: admin,
    });
    expect(response.statusCode).toBe(409);
    expect((await mailsOfCode(t, ['offer_interest'])).length).toBe(before);
  });
});

describe('who sees what', () => {
  it('a dashboard reader and another company reach no offers; company users do not list requests', async () => {
    const { contract } = await sentRequest();
    const reader = await t.login('lezer@demo.nl');
    expect(
      (await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: reader }))
        .statusCode,
    ).toBe(403);
    const [other] = await t.database.db.select().from(users).where(eq(users.emailAddress, 'proef@demo.nl'));
    await giveSubscription(t, other.companyId as number, addDays(todayOf(t), -1));
    const stranger = await t.login('proef@demo.nl');
    expect(
      (await t.call({ method: 'GET', url: `/api/contracts/${contract.id}/offers`, token: stranger }))
        .statusCode,
    ).toBe(404);
    for (const path of ['/api/offer-requests', '/api/offers'])
      expect((await t.call({ method: 'GET', url: path, token: admin })).statusCode).toBe(403);
  });

  it('a platform admin lists requests and enters an offer on a sponsor’s behalf — for a live request only', async () => {
    const { contract, request } = await sentRequest();
    const summary = async () =>
      (await t.call({ method: 'GET', url: '/api/platform/summary', token: platformAdmin })).json();
    const before = await summary();
    const sponsors = (await t.call({ method: 'GET', url: '/api/sponsors', token: platformAdmin })).json();
    const sponsor = sponsors.find(
      (item: { emailAddress: string }) => item.emailAddress === 'aanbod@inkoopcollectief.example',
    );
    const created = await t.call({
      method: 'POST',
      url: '/api/offers',
      token: platformAdmin,
      payload: {
        request: request.id,
        sponsor: sponsor.id,
        yearlyPrice: 9000,
        validUntil: addDays(todayOf(t), 10),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ status: 'new' });
    // Its PDF, one file per request: two are refused and the offer keeps the one it had.
    const pdfUrl = `/api/offers/${created.json().id}/pdf`;
    const attached = await t.call({
      method: 'POST',
      url: pdfUrl,
      token: platformAdmin,
      ...multipart({ name: 'aanbod.pdf', bytes: PDF }),
    });
    expect(attached.json()).toEqual({ fileName: 'aanbod.pdf' });
    const twoFiles = await t.call({
      method: 'POST',
      url: pdfUrl,
      token: platformAdmin,
      ...multipart([
        { name: 'eerste.pdf', bytes: PDF },
        { name: 'tweede.pdf', bytes: PDF },
      ]),
    });
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().errors).toEqual({ file: 'resources.contracts.errors.one_file' });
    const offer = await t.call({ url: `/api/offers/${created.json().id}`, token: platformAdmin });
    expect(offer.json().pdfName).toBe('aanbod.pdf');
    expect(await storedFiles(t, contract.id as number)).toHaveLength(1);
    expect((await requestsOf(t, contract.id))[0].status).toBe('offered');
    // The dashboard counts the new offer, and the request no longer waits for one.
    expect(await summary()).toMatchObject({
      offersNew: before.offersNew + 1,
      offerRequestsSent: before.offerRequestsSent - 1,
    });
    for (const yearlyPrice of [0, 10_000_001]) {
      const refused = await t.call({
        method: 'POST',
        url: '/api/offers',
        token: platformAdmin,
        payload: {
          request: request.id,
          sponsor: sponsors[1].id,
          yearlyPrice,
          validUntil: addDays(todayOf(t), 10),
        },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toHaveProperty('yearlyPrice');
    }
    await t.call({ method: 'POST', url: `/api/contracts/${contract.id}/archive`, token: admin });
    const closed = await t.call({
      method: 'POST',
      url: '/api/offers',
      token: platformAdmin,
      payload: {
        request: request.id,
        sponsor: sponsors[1].id,
        yearlyPrice: 9000,
        validUntil: addDays(todayOf(t), 10),
      },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().errors).toEqual({ request: 'app.validation.reference' });
  });
});
