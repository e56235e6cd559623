/**
 * The platform admin's side of offers (docs/requirements.md#offers): a request's offers and shares
 * for its page, and an offer's PDF uploaded on a sponsor's behalf or downloaded.
 */
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../src/schema/access';
import { OFFER_PDF_MAX_BYTES } from '../../src/schema/upload-limits';
import { platformAdminOnly } from '../auth/context';
import { rowId } from '../auth/validation';
import { requireDownloadSession, sendDownload } from '../files/download';
import { forbidden, notFound } from '../http/errors';
import { NO_FILE, openUpload } from '../http/one-file-upload';
import type { Executor } from '../resources/hooks';
import { offersOf } from './contract-offers';
import {
  attachPdf,
  type OfferEnv,
  OfferPdfRefused,
  pdfRefusal,
  readOfferPdf,
  receivePdf,
  removeStoredPdf,
} from './offers';
import { offerTables } from './tables';

const tags = ['offers'];
const params = z.object({ id: rowId });

export function adminOfferRoutes(app: FastifyInstance, env: OfferEnv): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { requests, r, offers, o } = offerTables(env);

  api.get(
    '/api/offer-requests/:id/overview',
    { ...platformAdminOnly, schema: { tags, params } },
    async (request) => {
      const [found] = (await env.db
        .select({ id: r.id, yearlyValue: r.yearlyValue })
        .from(requests)
        .where(eq(r.id, request.params.id))) as { id: number; yearlyValue: number | null }[];
      if (!found) throw notFound();
      return offersOf(
        env,
        { requestId: found.id },
        found.yearlyValue === null ? null : Number(found.yearlyValue),
      );
    },
  );

  /** The offer row and the contract its file goes with, or a 404. */
  const offerWithContract = async (id: number) => {
    const [offer] = (await env.db
      .select({ id: o.id, contractId: r.contract })
      .from(offers)
      .innerJoin(requests, eq(r.id, o.request))
      .where(eq(o.id, id))) as { id: number; contractId: number }[];
    if (!offer) throw notFound();
    return offer;
  };

  api.get(
    '/api/offers/:id/pdf',
    { schema: { tags, params, querystring: z.object({ _token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      const session = await requireDownloadSession(env.db, request, env.now());
      if (!isPlatformAdmin({ roles: session.user.roles, hasSubscription: session.hasSubscription }))
        throw forbidden();
      const pdf = await readOfferPdf(env, (await offerWithContract(request.params.id)).id);
      if (!pdf) throw notFound();
      return sendDownload(reply, {
        body: pdf.body,
        size: pdf.size,
        contentType: 'application/pdf',
        filename: pdf.fileName,
      });
    },
  );

  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: OFFER_PDF_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/offers/:id/pdf',
      {
        ...platformAdminOnly,
        schema: { tags, params },
        errorHandler: (error: FastifyError) => {
          throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? NO_FILE() : error;
        },
      },
      async (request) => {
        const offer = await offerWithContract(request.params.id);
        const { file, fileName, rest } = await openUpload(request);
        const stored = await receivePdf(env.files, offer.contractId, file).catch((error: unknown) => {
          file.resume();
          throw error instanceof OfferPdfRefused ? pdfRefusal(error.reason) : error;
        });
        try {
          await rest();
          const replaced = await env.db.transaction((tx) =>
            attachPdf(env, tx as unknown as Executor, offer, { ...stored, fileName }),
          );
          await removeStoredPdf(env.files, replaced);
        } catch (error) {
          await removeStoredPdf(env.files, stored.storageName);
          throw error;
        }
        return { fileName };
      },
    );
  });
}
