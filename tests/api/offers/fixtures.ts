/**
 * For the offer tests: an opted-in contract near its notice deadline, the offer scheduler as a
 * server process runs it, the request mails as sponsors receive them (links opened), and the
 * sponsor's form as a browser posts it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { offerShares } from '../../../server/db/offer-tables';
import { mails } from '../../../server/db/schema';
import { createLinkSeal } from '../../../server/mail/sealed-links';
import { runOfferRequests } from '../../../server/offers/requests';
import { addDays } from '../../../src/schema/contract-dates';
import { schedulerProcess, TEST_SECRET_KEY } from '../alerts/fixtures';
import { type ContractRecord, createContract, masterData, todayOf } from '../contracts/fixtures';
import type { TestApp } from '../harness';

const seal = createLinkSeal(TEST_SECRET_KEY);

/** One offer scheduler run as a server process (mails kept in the outbox); returns the mails queued. */
export async function runOffers(t: TestApp): Promise<number> {
  const process = schedulerProcess(t, null);
  try {
    return await runOfferRequests(process);
  } finally {
    await process.mailer.stop();
  }
}

/** A type by name, as the contract form sees it. */
export async function typeNamed(t: TestApp, token: string, name: string) {
  const type = (await masterData(t, token)).types.find((item) => item.name === name);
  if (!type) throw new Error(`no type ${name}`);
  return type;
}

/**
 * An opted-in Energie contract whose notice deadline is 30 days ahead (within the 120-day window),
 * with identifying text in every field a sponsor must never see.
 */
export async function optedInContract(
  t: TestApp,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ContractRecord> {
  const type = await typeNamed(t, token, 'Energie');
  return createContract(t, token, {
    supplierType: type.id,
    endsAt: addDays(todayOf(t), 60),
    noticeAmount: 30,
    noticeUnit: 'days',
    renewalMonths: 12,
    yearlyValue: 10_000,
    offersOptIn: true,
    reference: 'GEHEIM-REFERENTIE-42',
    description: 'Interne omschrijving die niemand buiten het bedrijf mag lezen',
    ...overrides,
  });
}

/** The offer requests of a contract, as the platform admin lists them. */
export async function requestsOf(t: TestApp, contractId: number) {
  const platformAdmin = await t.login('admin@demo.nl');
  const response = await t.call({
    method: 'GET',
    url: `/api/offer-requests?filter=${encodeURIComponent(JSON.stringify({ contract: contractId }))}`,
    token: platformAdmin,
  });
  if (response.statusCode !== 200) throw new Error(`requests: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; status: string; title: string; noticeDeadline: string }[];
}

export interface SponsorMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  token: string;
}

/** The request mails of one request as its sponsors receive them (links opened), oldest first. */
export async function requestMails(t: TestApp, requestId: number): Promise<SponsorMail[]> {
  const rows = await t.database.db
    .select({ mail: mails })
    .from(offerShares)
    .innerJoin(mails, eq(mails.id, offerShares.mailId))
    .where(and(eq(offerShares.requestId, requestId), eq(offerShares.kind, 'request')))
    .orderBy(asc(mails.id));
  return rows.map(({ mail }) => {
    const text = seal.open(mail.text, mail.toAddress);
    return {
      id: mail.id,
      to: mail.toAddress,
      subject: seal.open(mail.subject, mail.toAddress),
      text,
      html: seal.open(mail.html, mail.toAddress),
      token: /\/aanbod\/([A-Za-z0-9_-]{40,})/.exec(text)?.[1] ?? '',
    };
  });
}

/** The mails of these codes written to the outbox, oldest first. */
export const mailsOfCode = (t: TestApp, codes: string[]) =>
  t.database.db
    .select()
    .from(mails)
    .where(inArray(mails.code, codes as never[]))
    .orderBy(asc(mails.id));

/** The sponsor's form as a browser posts it: text fields, then an optional file. */
export function offerForm(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const boundary = `----offer${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts an offer through a link's form. */
export const submitOffer = (
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
  remoteAddress = '10.9.0.1',
) => {
  const form = offerForm(fields, file);
  return t.call({
    method: 'POST',
    url: '/api/offer-links/submit',
    remoteAddress,
    payload: form.payload,
    headers: { ...form.headers, 'x-offer-token': token },
  });
};

export const openLink = (t: TestApp, token: string, remoteAddress = '10.9.0.1') =>
  t.call({ method: 'POST', url: '/api/offer-links/open', payload: { token }, remoteAddress });
