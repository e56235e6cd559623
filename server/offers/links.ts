/**
 * The sponsor's side of an offer request (docs/requirements.md#offers), without an account: the
 * private link in the request mail opens a small form (/aanbod/<token>) that shows what the request
 * shares and takes one offer (yearly price, valid until, description, a PDF of at most 10 MB).
 * The token (256 bits) is stored as its hash, works until the notice deadline while the request
 * is live and the contract still asks for offers, and is spent by the offer. Unknown tokens are a
 * 404, spent or closed ones a 410 — on the API and on the page itself — and never tell anything of
 * another request. Throttled per address (unknown tokens) and per token (refused submissions).
 */
import multipart from '@fastify/multipart';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OFFER_FORM_PATH } from '../../src/schema/access';
import { roundToCents } from '../../src/schema/amounts';
import { dayOf } from '../../src/schema/contract-dates';
import { OFFER_MAX_PRICE, offerTitle, sharedSpecifications } from '../../src/schema/offers';
import type { SpecificationValue } from '../../src/schema/resources/contract-specifications';
import { OFFER_PDF_MAX_BYTES } from '../../src/schema/upload-limits';
import { hasActiveSubscription } from '../auth/subscriptions';
import { assertNotThrottled, recordFailure } from '../auth/throttle';
import { hashToken } from '../auth/tokens';
import { cleanFileName } from '../contracts/document-files';
import { offerLinks } from '../db/offer-tables';
import { ApiError, badRequest, notFound } from '../http/errors';
import { pgErrorOf } from '../resources/db-errors';
import type { Executor } from '../resources/hooks';
import {
  attachPdf,
  type OfferEnv,
  OfferPdfRefused,
  offerReceived,
  pdfRefusal,
  receivePdf,
  removeStoredPdf,
} from './offers';
import { requestStillWanted } from './requests';
import { offerTables } from './tables';

/** Why a known link no longer opens the form. */
export type ClosedReason = 'used' | 'expired' | 'withdrawn';

const gone = (reason: ClosedReason) => new ApiError(410, reason, { token: reason });

const TOKEN_HEADER = 'x-offer-token';
const tokenSchema = z.string().min(1).max(200);

/** The link of a token with what its form shows, or the answer it gets instead (404 / 410). */
async function findLink(env: OfferEnv, token: string) {
  const { requests, r, contracts, c, types, t, sponsors, s } = offerTables(env);
  const [found] = await env.db
    .select({
      link: offerLinks,
      requestStatus: r.status,
      companyId: r.companyId,
      contractId: r.contract,
      city: r.city,
      termEndsAt: r.termEndsAt,
      noticeDeadline: r.noticeDeadline,
      yearlyValue: r.yearlyValue,
      typeName: t.name,
      specifications: c.specifications,
      sponsorName: s.name,
      sponsorActive: s.active,
      wanted: sql<boolean>`${requestStillWanted(env)} and ${hasActiveSubscription(r.companyId, env.now())}`,
    })
    .from(offerLinks)
    .innerJoin(requests, eq(r.id, offerLinks.requestId))
    .innerJoin(contracts, eq(c.id, r.contract))
    .innerJoin(types, eq(t.id, c.supplierType))
    .innerJoin(sponsors, eq(s.id, offerLinks.sponsorId))
    .where(eq(offerLinks.tokenHash, hashToken(token)));
  return found as
    | (typeof found & {
        requestStatus: string;
        companyId: number;
        contractId: number;
        city: string;
        termEndsAt: string;
        noticeDeadline: string;
        yearlyValue: number | null;
        typeName: string;
        specifications: SpecificationValue[] | null;
        sponsorName: string;
        sponsorActive: boolean;
        wanted: boolean;
      })
    | undefined;
}

type FoundLink = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** Why a found link is closed, or null: it still takes an offer. */
export function closedReason(found: FoundLink, today: string): ClosedReason | null {
  if (found.link.usedAt) return 'used';
  if (found.requestStatus === 'withdrawn' || !found.wanted || !found.sponsorActive) return 'withdrawn';
  if (found.requestStatus === 'expired' || found.link.validUntil < today) return 'expired';
  return null;
}

/** The open link of a token: 429 when this address guessed too often, 404 unknown, 410 closed. */
async function openLink(env: OfferEnv, token: string, ip: string): Promise<FoundLink> {
  const now = env.now();
  const addressKey = `offer-link:${ip}`;
  await assertNotThrottled(env.db, addressKey, ip, now);
  const found = await findLink(env, token);
  if (!found) {
    await recordFailure(env.db, addressKey, ip, now);
    throw notFound();
  }
  const reason = closedReason(found, dayOf(now));
  if (reason) throw gone(reason);
  return found;
}

/** What the form shows: the request as shared, never the company. */
const linkView = (found: FoundLink) => ({
  sponsor: found.sponsorName,
  supplierType: found.typeName,
  city: found.city,
  endsAt: found.termEndsAt,
  noticeDeadline: found.noticeDeadline,
  yearlyValue: found.yearlyValue === null ? null : Number(found.yearlyValue),
  specifications: sharedSpecifications(found.specifications),
  validUntil: found.link.validUntil,
});

/** The offer's fields as the form sends them (multipart text fields). */
const offerFields = (today: string) =>
  z.object({
    yearlyPrice: z.coerce
      .number({ error: 'app.validation.number' })
      .gt(0, 'app.validation.too_small')
      .max(OFFER_MAX_PRICE, 'app.validation.too_large')
      .transform(roundToCents),
    validUntil: z.iso
      .date({ error: 'app.validation.date' })
      .refine((day) => day >= today, 'app.offers.errors.valid_until_past'),
    description: z.string().max(5000, 'app.validation.too_long').default(''),
  });

const FIELD_NAMES = ['yearlyPrice', 'validUntil', 'description'] as const;

/** The multipart body: its text fields, and the PDF streamed to the contract's folder (refusal kept). */
async function readSubmission(env: OfferEnv, request: FastifyRequest, contractId: number) {
  const fields: Record<string, string> = {};
  let pdf: { storageName: string; size: number; fileName: string } | null = null;
  let refused: OfferPdfRefused | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || pdf || refused) {
          part.file.resume();
          continue;
        }
        try {
          pdf = {
            ...(await receivePdf(env.files, contractId, part.file)),
            fileName: cleanFileName(part.filename),
          };
        } catch (error) {
          if (!(error instanceof OfferPdfRefused)) throw error;
          part.file.resume();
          refused = error;
        }
      } else if ((FIELD_NAMES as readonly string[]).includes(part.fieldname)) {
        if (part.valueTruncated) fields[part.fieldname] = 'x'.repeat(5001);
        else fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    await removeStoredPdf(env.files, pdf?.storageName ?? null);
    if (error instanceof OfferPdfRefused) throw pdfRefusal(error.reason);
    // The multipart parser stops a file at its 10 MB limit with an error of its own.
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE')
      throw pdfRefusal('file_too_large');
    throw badRequest({ file: 'resources.contracts.errors.upload_malformed' }, 'The upload could not be read');
  }
  return { fields, pdf, refused };
}

export function offerLinkRoutes(app: FastifyInstance, env: OfferEnv): void {
  const tags = ['offers'];
  // The link's token is the credential (in the body, or a header for the multipart offer).
  const linkRoute = {
    tags,
    security: [],
    description:
      '404 for an unknown token; 429 after too many wrong ones from the address; 410 once the request is closed.',
  };
  const { offers, o } = offerTables(env);
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: OFFER_PDF_MAX_BYTES, files: 1, fields: 5, fieldSize: 20_000, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/offer-links/open',
      { schema: { ...linkRoute, body: z.object({ token: tokenSchema }) } },
      async (request) => linkView(await openLink(env, request.body.token, request.ip)),
    );

    api.post(
      '/api/offer-links/submit',
      {
        schema: linkRoute,
        errorHandler: (error: FastifyError) => {
          throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? badRequest({ yearlyPrice: 'app.validation.required' }, 'Send the offer as multipart/form-data')
            : error;
        },
      },
      async (request, reply) => {
        const token = tokenSchema.safeParse(request.headers[TOKEN_HEADER]);
        if (!token.success) throw notFound();
        const found = await openLink(env, token.data, request.ip);
        const now = env.now();
        const tokenKey = `offer-token:${found.link.id}`;
        await assertNotThrottled(env.db, tokenKey, request.ip, now);
        if (!request.isMultipart())
          throw badRequest(
            { yearlyPrice: 'app.validation.required' },
            'Send the offer as multipart/form-data',
          );
        const { fields, pdf, refused } = await readSubmission(env, request, found.contractId);
        const parsed = offerFields(dayOf(now)).safeParse(fields);
        if (refused || !parsed.success) {
          await removeStoredPdf(env.files, pdf?.storageName ?? null);
          await recordFailure(env.db, tokenKey, request.ip, now);
          if (refused) throw pdfRefusal(refused.reason);
          const errors: Record<string, string> = {};
          for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
          throw badRequest(errors);
        }
        try {
          const offerId = await env.db.transaction(async (tx) => {
            const db = tx as unknown as Executor;
            // Spent once: the claim and the offer commit together or not at all.
            const claimed = await db
              .update(offerLinks)
              .set({ usedAt: now })
              .where(and(eq(offerLinks.id, found.link.id), isNull(offerLinks.usedAt)))
              .returning({ id: offerLinks.id });
            if (claimed.length === 0) throw gone('used');
            const [row] = (await db
              .insert(offers)
              .values({
                title: offerTitle(found.sponsorName, parsed.data.yearlyPrice),
                request: found.link.requestId,
                sponsor: found.link.sponsorId,
                ...parsed.data,
                status: 'new',
                pdfName: '',
                createdAt: now,
                updatedAt: now,
              } as never)
              .returning({ id: o.id })) as { id: number }[];
            if (pdf) await attachPdf(env, db, { id: row.id }, pdf);
            return row.id;
          });
          await offerReceived(env, offerId);
          return reply.status(201).send({ id: offerId });
        } catch (error) {
          await removeStoredPdf(env.files, pdf?.storageName ?? null);
          // The platform admin entered this sponsor's offer meanwhile: the link has nothing left to take.
          if (pgErrorOf(error)?.code === '23505') throw gone('used');
          throw error;
        }
      },
    );
  });
}

/**
 * The form's page with the status its link deserves (200, 404, 410), so a closed link is a closed
 * page to a browser and a crawler alike; the page itself then explains why, in Dutch.
 */
export async function offerPageStatus(env: OfferEnv, token: string): Promise<number> {
  const found = await findLink(env, token);
  if (!found) return 404;
  return closedReason(found, dayOf(env.now())) ? 410 : 200;
}

export const OFFER_PAGE_ROUTE = `${OFFER_FORM_PATH}/:token`;
