/**
 * A contract's offers as its company sees them (docs/requirements.md#offers): the requests made
 * for it, the offers in (with the difference against the contract's yearly value), every share
 * with a sponsor, the PDF of an offer, and the decision — interested or not interesting. Reached
 * through the contract, so the contract's grant (tenant, role, locations) decides who may.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerDifference } from '../../src/schema/offers';
import { contracts } from '../../src/schema/resources/contracts';
import { rowId } from '../auth/validation';
import { downloadCaller, grantedContract } from '../contracts/granted';
import { offerFiles, offerShares } from '../db/offer-tables';
import { requireDownloadSession, sendDownload } from '../files/download';
import { notFound } from '../http/errors';
import { authorize } from '../resources/access';
import { decideOffer, type OfferEnv, readOfferPdf } from './offers';
import { offerTables } from './tables';

const tags = ['offers'];
const params = z.object({ id: rowId });
const offerParams = z.object({ id: rowId, offerId: rowId });
const downloadQuery = z.object({ _token: z.string().max(200).optional() });

export const offerPdfUrl = (contractId: number, offerId: number): string =>
  `/api/contracts/${contractId}/offers/${offerId}/pdf`;

/**
 * The requests, offers (cheapest first, with the difference against `yearlyValue`) and shares of one
 * contract, or of one request; newest request first.
 */
export async function offersOf(
  env: OfferEnv,
  of: { contractId: number } | { requestId: number },
  yearlyValue: number | null,
) {
  const { requests, r, offers, o, sponsors, s } = offerTables(env);
  const which = 'contractId' in of ? eq(r.contract, of.contractId) : eq(r.id, of.requestId);
  const requestRows = (await env.db
    .select({
      id: r.id,
      status: r.status,
      termEndsAt: r.termEndsAt,
      noticeDeadline: r.noticeDeadline,
      sentAt: r.sentAt,
      closedAt: r.closedAt,
    })
    .from(requests)
    .where(which)
    .orderBy(desc(r.termEndsAt))) as Record<string, unknown>[];
  const offerRows = (await env.db
    .select({
      id: o.id,
      contractId: r.contract,
      request: o.request,
      sponsor: s.name,
      yearlyPrice: o.yearlyPrice,
      validUntil: o.validUntil,
      description: o.description,
      status: o.status,
      createdAt: o.createdAt,
      pdfName: offerFiles.fileName,
    })
    .from(offers)
    .innerJoin(requests, eq(r.id, o.request))
    .innerJoin(sponsors, eq(s.id, o.sponsor))
    .leftJoin(offerFiles, eq(offerFiles.offerId, o.id))
    .where(which)
    .orderBy(asc(o.yearlyPrice), asc(o.id))) as {
    id: number;
    contractId: number;
    request: number;
    sponsor: string;
    yearlyPrice: number;
    validUntil: string;
    description: string;
    status: string;
    createdAt: Date;
    pdfName: string | null;
  }[];
  const shareRows = await env.db
    .select({
      kind: offerShares.kind,
      values: offerShares.values,
      createdAt: offerShares.createdAt,
      sponsor: s.name,
      request: offerShares.requestId,
    })
    .from(offerShares)
    .innerJoin(requests, eq(r.id, offerShares.requestId))
    .innerJoin(sponsors, eq(s.id, offerShares.sponsorId))
    .where(which)
    .orderBy(desc(offerShares.createdAt), desc(offerShares.id));
  return {
    requests: requestRows,
    offers: offerRows.map((offer) => ({
      ...offer,
      yearlyPrice: Number(offer.yearlyPrice),
      createdAt: offer.createdAt.toISOString(),
      difference: offerDifference(Number(offer.yearlyPrice), yearlyValue),
      pdf: offer.pdfName ? { fileName: offer.pdfName, url: offerPdfUrl(offer.contractId, offer.id) } : null,
    })),
    shares: shareRows.map((share) => ({
      ...share,
      fields: Object.keys(share.values),
      createdAt: share.createdAt.toISOString(),
    })),
  };
}

export function contractOfferRoutes(app: FastifyInstance, env: OfferEnv): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requests, r, offers, o } = offerTables(env);
  // Access is checked before validation, so a caller without access learns nothing from a 400.
  const guard = (action: 'show' | 'edit') => ({
    preValidation: async (request: FastifyRequest) => {
      authorize(request.auth, contracts, action);
    },
  });

  api.get('/api/contracts/:id/offers', { ...guard('show'), schema: { tags, params } }, async (request) => {
    const { contract } = await grantedContract(env, request.auth, 'show', request.params.id);
    const yearlyValue = contract.yearlyValue === null ? null : Number(contract.yearlyValue);
    return offersOf(env, { contractId: contract.id as number }, yearlyValue);
  });

  for (const [action, decision] of [
    ['interest', 'interested'],
    ['decline', 'declined'],
  ] as const) {
    api.post(
      `/api/contracts/:id/offers/:offerId/${action}`,
      { ...guard('edit'), schema: { tags, params: offerParams } },
      async (request) => {
        const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
        return decideOffer(env, contract.id as number, request.params.offerId, decision);
      },
    );
  }

  api.get(
    '/api/contracts/:id/offers/:offerId/pdf',
    { schema: { tags, params: offerParams, querystring: downloadQuery } },
    async (request, reply) => {
      const session = await requireDownloadSession(env.db, request, env.now());
      const { contract } = await grantedContract(env, downloadCaller(session), 'show', request.params.id);
      const [offer] = await env.db
        .select({ id: o.id })
        .from(offers)
        .innerJoin(requests, eq(r.id, o.request))
        .where(and(eq(o.id, request.params.offerId), eq(r.contract, contract.id as number)));
      const pdf = offer ? await readOfferPdf(env, offer.id as number) : null;
      if (!pdf) throw notFound();
      return sendDownload(reply, {
        body: pdf.body,
        size: pdf.size,
        contentType: 'application/pdf',
        filename: pdf.fileName,
      });
    },
  );
}
