/**
 * What happens to an offer (docs/requirements.md#offers): its PDF kept beside the contract's
 * documents, the receivers told when it comes in, and the company's decision — interest shares the
 * company's name and the owner's contact details with the sponsor (recorded like every share),
 * "not interesting" declines. Used by the sponsor's link, the platform admin's form and the
 * contract's page alike.
 */
import type { Readable } from 'node:stream';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatEuro, formatLongDate } from '../../src/i18n/format';
import { dayOf } from '../../src/schema/contract-dates';
import { LIVE_REQUEST_STATUSES, offerDifference } from '../../src/schema/offers';
import { contractPath } from '../../src/schema/resources/contracts';
import { recipientValues, renderTemplate } from '../../src/schema/template-placeholders';
import { OFFER_PDF_MAX_BYTES } from '../../src/schema/upload-limits';
import { fullName } from '../auth/profile';
import { newStorageName } from '../contracts/document-files';
import type { Database } from '../db/client';
import { offerFiles, offerShares } from '../db/offer-tables';
import { companies, locations, users } from '../db/schema';
import type { FileStore } from '../files/storage';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { templateFor } from '../mail/templates';
import type { Executor } from '../resources/hooks';
import type { Env } from '../resources/write';
import { requestStillWanted } from './requests';
import { offerTables } from './tables';

export interface OfferEnv extends Env {
  mailer: Mailer;
  appUrl: string;
}

/** The PDF a sponsor sent was not one: too large, empty, or not a PDF by its bytes. */
export class OfferPdfRefused extends Error {
  constructor(readonly reason: 'file_too_large' | 'file_empty' | 'pdf_only') {
    super(reason);
  }
}

export const pdfRefusal = (reason: OfferPdfRefused['reason']): ApiError =>
  reason === 'file_too_large'
    ? new ApiError(413, 'The PDF is larger than 10 MB', { file: 'app.offers.errors.file_too_large' })
    : badRequest({ file: `app.offers.errors.${reason}` });

/**
 * Streams an upload to a file of its own under the contract's folder, checked by its bytes (a PDF,
 * not empty, at most 10 MB); answers its storage name and size. The caller records it with
 * `attachPdf` and removes the file when it cannot.
 */
export async function receivePdf(
  files: FileStore,
  contractId: number,
  source: Readable & { truncated?: boolean },
): Promise<{ storageName: string; size: number }> {
  const storageName = newStorageName(contractId, 'offer-');
  let head = Buffer.alloc(0);
  const size = await files.put(storageName, source, {
    maxBytes: OFFER_PDF_MAX_BYTES,
    tooMany: () => new OfferPdfRefused('file_too_large'),
    inspect: (chunk) => {
      if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)]);
    },
    accept: (bytes) => {
      if (source.truncated) throw new OfferPdfRefused('file_too_large');
      if (bytes === 0) throw new OfferPdfRefused('file_empty');
      if (head.toString('latin1') !== '%PDF-') throw new OfferPdfRefused('pdf_only');
    },
  });
  return { storageName, size };
}

/** Records a received PDF as the offer's (replacing an earlier one, whose file is then removed). */
export async function attachPdf(
  env: Env,
  db: Executor,
  offer: { id: number },
  pdf: { storageName: string; size: number; fileName: string },
): Promise<string | null> {
  const { offers, o } = offerTables(env);
  const [before] = await db.select().from(offerFiles).where(eq(offerFiles.offerId, offer.id));
  await db
    .insert(offerFiles)
    .values({ offerId: offer.id, ...pdf, createdAt: env.now() })
    .onConflictDoUpdate({
      target: offerFiles.offerId,
      set: { storageName: pdf.storageName, size: pdf.size, fileName: pdf.fileName, createdAt: env.now() },
    });
  await db
    .update(offers)
    .set({ pdfName: pdf.fileName } as never)
    .where(eq(o.id, offer.id));
  return before?.storageName ?? null;
}

export const removeStoredPdf = (files: FileStore, storageName: string | null): Promise<void> =>
  storageName ? files.remove(storageName) : Promise.resolve();

/** The PDFs of deleted offers: their files removed, then their rows. */
export async function removeOrphanPdfs(env: Env): Promise<void> {
  const orphans = await env.db.select().from(offerFiles).where(isNull(offerFiles.offerId));
  for (const orphan of orphans) {
    await removeStoredPdf(env.files, orphan.storageName);
    await env.db.delete(offerFiles).where(eq(offerFiles.id, orphan.id));
  }
}

/** The offer's PDF: its name and its stored file, or null. */
export async function readOfferPdf(env: Env, offerId: number) {
  const [row] = await env.db.select().from(offerFiles).where(eq(offerFiles.offerId, offerId));
  const file = row ? await env.files.get(row.storageName) : null;
  return row && file ? { ...file, fileName: row.fileName } : null;
}

/** The offer with its request, contract and sponsor: what the mails and the decision need. */
async function offerContext(env: Env, offerId: number) {
  const { offers, o, requests, r, contracts, c, types, t, sponsors, s } = offerTables(env);
  const [found] = await env.db
    .select({
      offerId: o.id,
      yearlyPrice: o.yearlyPrice,
      validUntil: o.validUntil,
      status: o.status,
      requestId: r.id,
      requestStatus: r.status,
      companyId: r.companyId,
      city: r.city,
      noticeDeadline: r.noticeDeadline,
      contractId: c.id,
      number: c.number,
      reference: c.reference,
      supplierName: c.supplierName,
      startsAt: c.startsAt,
      endsAt: c.currentEndsAt,
      contractNotice: c.noticeDeadline,
      yearlyValue: c.yearlyValue,
      receivers: c.receivers,
      owner: c.owner,
      location: locations.name,
      typeName: t.name,
      sponsorId: s.id,
      sponsorName: s.name,
      sponsorContact: s.contactName,
      sponsorEmail: s.emailAddress,
      wanted: sql<boolean>`${requestStillWanted(env)}`,
    })
    .from(offers)
    .innerJoin(requests, eq(r.id, o.request))
    .innerJoin(contracts, eq(c.id, r.contract))
    .innerJoin(types, eq(t.id, c.supplierType))
    .innerJoin(sponsors, eq(s.id, o.sponsor))
    .leftJoin(locations, eq(locations.id, c.location))
    .where(eq(o.id, offerId));
  return found as
    | (Record<string, unknown> & {
        offerId: number;
        yearlyPrice: number;
        validUntil: string;
        status: string;
        requestId: number;
        requestStatus: string;
        companyId: number;
        contractId: number;
        receivers: number[];
        owner: number | null;
        yearlyValue: number | null;
        wanted: boolean;
        sponsorId: number;
        sponsorName: string;
        sponsorContact: string;
        sponsorEmail: string;
        typeName: string;
        city: string;
        noticeDeadline: string;
      })
    | undefined;
}

/** "€ -1.250,00 (-10,0%)", or "onbekend" without a yearly value to compare with. */
export const differenceText = (yearlyPrice: number, yearlyValue: number | null): string => {
  const difference = offerDifference(Number(yearlyPrice), yearlyValue === null ? null : Number(yearlyValue));
  if (!difference) return 'onbekend';
  const percent = difference.percent.toLocaleString('nl-NL', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${formatEuro(difference.euros)} (${difference.percent > 0 ? '+' : ''}${percent}%)`;
};

/**
 * A new offer came in: its request is `offered`, and the contract's receivers (else its owner) who
 * are still active colleagues get the `offer_received` mail. Returns the mails queued.
 */
export async function offerReceived(env: OfferEnv, offerId: number): Promise<number> {
  const { requests, r } = offerTables(env);
  const found = await offerContext(env, offerId);
  if (!found) return 0;
  await env.db
    .update(requests)
    .set({ status: 'offered', updatedAt: env.now() } as never)
    .where(and(eq(r.id, found.requestId), inArray(r.status, [...LIVE_REQUEST_STATUSES])));
  const wanted = found.receivers.length > 0 ? found.receivers : found.owner ? [found.owner] : [];
  if (wanted.length === 0) return 0;
  const receivers = await env.db
    .select()
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.active, true), eq(users.companyId, found.companyId)));
  const [company] = await env.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, found.companyId));
  const template = await templateFor(env.db, 'offer_received');
  const messages = receivers.map((user) => ({
    to: user.emailAddress,
    code: 'offer_received' as const,
    ...renderTemplate(template, {
      ...recipientValues(user),
      'company.name': company?.name ?? '',
      'contract.number': String(found.number ?? ''),
      'contract.reference': String(found.reference ?? ''),
      'contract.supplier': String(found.supplierName ?? ''),
      'contract.type': found.typeName,
      'contract.location': String(found.location ?? ''),
      'contract.startsAt': formatLongDate(found.startsAt as string | null),
      'contract.endsAt': formatLongDate(found.endsAt as string | null),
      'contract.noticeDeadline': formatLongDate(found.contractNotice as string | null),
      'offer.sponsor': found.sponsorName,
      'offer.yearlyPrice': formatEuro(Number(found.yearlyPrice)),
      'offer.difference': differenceText(found.yearlyPrice, found.yearlyValue),
      'offer.validUntil': formatLongDate(found.validUntil),
      link: `${env.appUrl}${contractPath(found.contractId)}`,
    }),
  }));
  await env.mailer.enqueueAll(messages);
  if (messages.length > 0) env.mailer.nudge();
  return messages.length;
}

/** The company's decision on an offer of this contract: 404 not its own, 409 when nothing more may be shared. */
export async function decideOffer(
  env: OfferEnv,
  contractId: number,
  offerId: number,
  decision: 'interested' | 'declined',
): Promise<{ status: string }> {
  const { offers, o } = offerTables(env);
  const found = await offerContext(env, offerId);
  if (!found || found.contractId !== contractId) throw notFound();
  if (found.status === decision) return { status: decision };
  if (decision === 'declined') {
    await env.db
      .update(offers)
      .set({ status: 'declined', updatedAt: env.now() } as never)
      .where(eq(o.id, offerId));
    return { status: 'declined' };
  }
  // Interest shares who the company is: only while the contract still asks for offers, and the offer stands.
  if (!found.wanted || found.requestStatus === 'withdrawn')
    throw new ApiError(409, 'The contract no longer asks for offers');
  if (found.validUntil < dayOf(env.now())) throw new ApiError(409, 'The offer is no longer valid');
  const owner = found.owner
    ? (await env.db.select().from(users).where(eq(users.id, found.owner)))[0]
    : undefined;
  const [company] = await env.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, found.companyId));
  const values = {
    'company.name': company?.name ?? '',
    'contact.name': owner ? fullName(owner) : '',
    'contact.emailAddress': owner?.emailAddress ?? '',
    'contact.phone': owner?.telephone || '-',
  };
  const mail = {
    to: found.sponsorEmail,
    code: 'offer_interest' as const,
    ...renderTemplate(await templateFor(env.db, 'offer_interest'), {
      'sponsor.name': found.sponsorName,
      'sponsor.contactName': found.sponsorContact || found.sponsorName,
      ...values,
      'request.type': found.typeName,
      'request.city': found.city || '-',
      'request.noticeDeadline': formatLongDate(found.noticeDeadline),
      'offer.yearlyPrice': formatEuro(Number(found.yearlyPrice)),
    }),
  };
  await env.db.transaction(async (tx) => {
    const db = tx as unknown as Executor;
    const changed = await db
      .update(offers)
      .set({ status: 'interested', updatedAt: env.now() } as never)
      .where(and(eq(o.id, offerId), sql`${o.status} is distinct from 'interested'`))
      .returning({ id: o.id });
    // Two clicks at once: the first shares, the second finds it done.
    if (changed.length === 0) return;
    const [mailId] = found.sponsorEmail
      ? await env.mailer.enqueueAll([mail], tx as unknown as Database)
      : [null];
    await db.insert(offerShares).values({
      companyId: found.companyId,
      requestId: found.requestId,
      sponsorId: found.sponsorId,
      kind: 'identity',
      values,
      mailId,
      createdAt: env.now(),
    });
  });
  env.mailer.nudge();
  return { status: 'interested' };
}
