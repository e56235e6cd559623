/**
 * A contract's documents (docs/requirements.md#contracts-and-dates): list, upload (one file in field `file`,
 * at most 20 MB, its type told by its bytes, streamed to disk and within the company's storage quota;
 * anything over a limit is a 413 and stores nothing), download by `_token`
 * (docs/architecture.md#mail-and-files) and delete. Multipart parsing is registered for these routes only,
 * in a scope of their own.
 */
import multipart from '@fastify/multipart';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPlatformAdmin } from '../../src/schema/access';
import type { Resource } from '../../src/schema/dsl';
import { contracts } from '../../src/schema/resources/contracts';
import { DOCUMENT_MAX_BYTES, megabytes } from '../../src/schema/upload-limits';
import { rowId } from '../auth/validation';
import { contractDocuments } from '../db/contract-tables';
import { users } from '../db/schema';
import { requireDownloadSession, sendDownload } from '../files/download';
import { ApiError, badRequest, forbidden, notFound } from '../http/errors';
import { NO_FILE, openUpload, UNREADABLE } from '../http/one-file-upload';
import { authorize } from '../resources/access';
import { pgErrorOf } from '../resources/db-errors';
import type { Executor } from '../resources/hooks';
import { allOptions } from '../resources/options';
import type { Env } from '../resources/write';
import { analyseText } from './analysis';
import {
  DEFAULT_STORAGE_QUOTA_BYTES,
  DocumentRefused,
  type Refusal,
  storeUploadedDocument,
} from './document-files';
import {
  documentMatch,
  documentQuery,
  documentReader,
  lockContract,
  readPdf,
  refreshDocumentWords,
} from './document-text';
import { downloadCaller, grantedContract, personColumns, personOf } from './granted';

const tags = ['contracts'];
const params = z.object({ id: rowId });
const documentParams = z.object({ id: rowId, documentId: rowId });
const downloadQuery = z.object({ _token: z.string().max(200).optional() });
const searchQuery = z.object({ q: z.string().max(200).optional() });

const FILE_TOO_LARGE = () =>
  new ApiError(413, `The file is larger than ${megabytes(DOCUMENT_MAX_BYTES)}`, {
    file: 'resources.contracts.errors.file_too_large',
  });
const STORAGE_FULL = () =>
  new ApiError(413, "The file does not fit in the company's storage quota", {
    file: 'resources.contracts.errors.storage_quota',
  });

const documentUrl = (contractId: number, documentId: number) =>
  `/api/contracts/${contractId}/documents/${documentId}`;

type DocumentRow = Omit<typeof contractDocuments.$inferSelect, 'text' | 'words'>;

/** A document's columns without its text (up to a megabyte) and words, read only by the search. */
const { text: _text, words: _words, ...documentColumns } = getTableColumns(contractDocuments);

const documentOut = (row: DocumentRow, uploadedBy: { id: number; name: string } | null) => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  uploadedBy,
  url: documentUrl(row.contractId, row.id),
});

const REFUSALS: Record<Refusal, () => ApiError> = {
  file_too_large: FILE_TOO_LARGE,
  storage_quota: STORAGE_FULL,
  file_empty: () => badRequest({ file: 'resources.contracts.errors.file_empty' }),
  file_type: () => badRequest({ file: 'resources.contracts.errors.file_type' }),
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once this server has no document left to read that an upload or its start gave it
     * (a graceful stop waits for it; a test, to know that no read of its own is raced).
     */
    documentsRead(): Promise<void>;
  }
}

export function documentRoutes(app: FastifyInstance, env: Env): void {
  // Documents' text is read after each upload, and at start for those not read yet (document-text.ts).
  const reader = documentReader(env, (error) => app.log.error(error, 'Reading document text failed'));
  app.decorate('documentsRead', reader.idle);
  app.addHook('onReady', async () => {
    void reader.wake();
  });
  app.addHook('onClose', () => reader.idle());
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    // Access is checked before validation, so a caller without access learns nothing from a 400.
    const guard = (action: 'show' | 'edit') => ({
      preValidation: async (request: FastifyRequest) => {
        authorize(request.auth, contracts, action);
      },
    });
    const base = '/api/contracts/:id/documents';

    // With `q` (the list's search), each document says whether its text holds it, with the text around.
    api.get(
      base,
      { ...guard('show'), schema: { tags, params, querystring: searchQuery } },
      async (request) => {
        const { contract } = await grantedContract(env, request.auth, 'show', request.params.id);
        const q = request.query.q?.trim() ?? '';
        // The text (up to a megabyte) is read only of the documents whose words hold part of the
        // search: the list finds a contract by the words of all its documents together.
        const text = q
          ? sql<string | null>`case when ${contractDocuments.words} @@ ${documentQuery(q, 'any')}
            then ${contractDocuments.text} end`
          : sql<null>`null`;
        const rows = await env.db
          .select({ document: documentColumns, person: personColumns, text })
          .from(contractDocuments)
          .leftJoin(users, eq(users.id, contractDocuments.uploadedBy))
          .where(eq(contractDocuments.contractId, contract.id))
          .orderBy(desc(contractDocuments.createdAt), desc(contractDocuments.id));
        return rows.map((row) => ({
          ...documentOut(row.document, personOf(row.person)),
          ...(q ? { match: row.text ? documentMatch(row.text, q) : null } : {}),
        }));
      },
    );

    api.post(
      base,
      {
        ...guard('edit'),
        schema: { tags, params },
        // A content type no parser takes (Fastify's 415) is an upload without a file, as JSON is.
        errorHandler: (error: FastifyError) => {
          throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? NO_FILE() : error;
        },
      },
      async (request, reply) => {
        const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
        const { file, fileName, rest } = await openUpload(request);
        const uploader = request.auth?.user ?? null;
        const row = await storeUploadedDocument(
          env.db,
          env.files,
          {
            companyId: contract.companyId as number,
            contractId: contract.id,
            fileName,
            uploadedBy: uploader?.id ?? null,
            source: file,
            rest,
          },
          env.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_BYTES,
        ).catch((error: unknown) => {
          if (error instanceof DocumentRefused) {
            // The rest of the file is thrown away; the body after it is read until the answer is
            // sent (server/http/lingering-close.ts), so the client hears the answer.
            file.resume();
            throw REFUSALS[error.reason]();
          }
          // A foreign key refusal: the contract went away between the check and the insert.
          if (pgErrorOf(error)?.code === '23503') throw notFound();
          // The upload stream's own failure (the body cut off or malformed halfway) is the client's.
          const code = (error as { code?: unknown } | null)?.code;
          if (error === file.errored || code === 'ERR_STREAM_PREMATURE_CLOSE') throw UNREADABLE();
          // The disk or the database: not the client's fault.
          throw error;
        });
        void reader.wake();
        return reply.status(201).send(documentOut(row, personOf(uploader)));
      },
    );

    // A PDF read for the contract it describes, before there is one: nothing is stored (analysis.ts).
    api.post(
      '/api/contracts/analyse',
      {
        preValidation: async (request: FastifyRequest) => {
          authorize(request.auth, contracts, 'create');
          // A company's people start their contracts; a platform admin has none to start.
          if (!request.auth || isPlatformAdmin(request.auth.viewer)) throw forbidden();
        },
        schema: { tags },
        errorHandler: (error: FastifyError) => {
          throw error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? NO_FILE() : error;
        },
      },
      async (request) => {
        const { file, rest } = await openUpload(request);
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of file) chunks.push(chunk as Buffer);
        } catch {
          throw UNREADABLE();
        }
        if (file.truncated) throw FILE_TOO_LARGE();
        await rest();
        const bytes = Buffer.concat(chunks);
        if (bytes.length === 0) throw REFUSALS.file_empty();
        if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
          throw badRequest({ file: 'resources.contracts.errors.pdf_only' }, 'Send a PDF');
        const read = await readPdf(bytes).catch(() => {
          throw badRequest(
            { file: 'resources.contracts.errors.pdf_unreadable' },
            'The PDF could not be read',
          );
        });
        const suppliers = await allOptions(
          env,
          request.auth,
          env.registry.resources.get('suppliers') as Resource,
          'contracts.supplier',
          ['supplierType', 'kvkNumber'],
        );
        return {
          pages: read.pages,
          characters: read.text.length,
          suggestions: analyseText(
            read.text,
            suppliers.map(({ id, name, supplierType, kvkNumber }) => ({
              id,
              name,
              supplierType: (supplierType as number) ?? null,
              kvkNumber: kvkNumber ? String(kvkNumber).replace(/\D/g, '') : null,
            })),
          ),
        };
      },
    );

    api.get(
      `${base}/:documentId`,
      { schema: { tags, params: documentParams, querystring: downloadQuery } },
      async (request, reply) => {
        const session = await requireDownloadSession(env.db, request, env.now());
        const { contract } = await grantedContract(env, downloadCaller(session), 'show', request.params.id);
        const [document] = await env.db
          .select(documentColumns)
          .from(contractDocuments)
          .where(
            and(
              eq(contractDocuments.id, request.params.documentId),
              eq(contractDocuments.contractId, contract.id),
            ),
          );
        const file = document ? await env.files.get(document.storageName) : null;
        if (!document || !file) throw notFound();
        return sendDownload(reply, {
          ...file,
          contentType: document.contentType,
          filename: document.fileName,
        });
      },
    );

    api.delete(
      `${base}/:documentId`,
      { ...guard('edit'), schema: { tags, params: documentParams } },
      async (request) => {
        const { contract } = await grantedContract(env, request.auth, 'edit', request.params.id);
        // Its words leave the contract's with it (document-text.ts: refreshDocumentWords).
        const removed = await env.db.transaction(async (tx) => {
          const executor = tx as unknown as Executor;
          await lockContract(executor, contract.id);
          const [row] = await executor
            .delete(contractDocuments)
            .where(
              and(
                eq(contractDocuments.id, request.params.documentId),
                eq(contractDocuments.contractId, contract.id),
              ),
            )
            .returning();
          if (row) await refreshDocumentWords(executor, contract.id);
          return row;
        });
        if (!removed) throw notFound();
        await env.files.remove(removed.storageName);
        return { id: removed.id };
      },
    );
  });
}
