/**
 * Contract documents: what a file is (told by its bytes, never by its claimed type), the name it
 * is shown with, and where it lives in the file store (server/files/storage.ts): under
 * `<contract id>/<generated name>`, so a deleted contract takes its whole folder along. Shared by
 * the upload route and the demo seed.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { DOCUMENT_MAX_BYTES } from '../../src/schema/upload-limits';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { imageTypeOf } from '../files/download';
import type { FileStore } from '../files/storage';
import type { Executor } from '../resources/hooks';
import { lockCompany } from '../subscriptions/limits';

/** What one company may store when the configuration does not say (STORAGE_QUOTA_MB). */
export const DEFAULT_STORAGE_QUOTA_BYTES = 5 * 1024 * 1024 * 1024;
const FILE_NAME_MAX_LENGTH = 200;

const startsWith = (bytes: Buffer, signature: number[]): boolean =>
  bytes.length >= signature.length && bytes.subarray(0, signature.length).equals(Buffer.from(signature));

const PDF = [...Buffer.from('%PDF-')];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office formats share one container each; only the name tells a Word from an Excel file. */
const OOXML: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const LEGACY_OFFICE: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };
const TEXT: Record<string, string> = { txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** How many leading bytes tell a type: the longest signature (WebP: RIFF....WEBP) is 12. */
const HEAD_BYTES = 16;

/**
 * Tells a document's type from its bytes as they stream past (never holding more than its first
 * bytes): PDF, images, Office files, or UTF-8 text without NUL when the name says .txt/.csv.
 */
export function documentSniffer(fileName: string) {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const textType = TEXT[extension];
  let head = Buffer.alloc(0);
  // Only a text name needs every byte checked; a fatal decoder in stream mode checks as it goes.
  const decoder = textType ? new TextDecoder('utf-8', { fatal: true }) : null;
  let isText = decoder !== null;
  return {
    inspect(chunk: Buffer): void {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (!isText || !decoder) return;
      try {
        isText = !chunk.includes(0);
        if (isText) decoder.decode(chunk, { stream: true });
      } catch {
        isText = false;
      }
    },
    /** The content type of the bytes seen (all of them), or null: not an accepted document. */
    contentType(): string | null {
      if (startsWith(head, PDF)) return 'application/pdf';
      const image = imageTypeOf(head);
      if (image) return image;
      if (startsWith(head, ZIP)) return OOXML[extension] ?? null;
      if (startsWith(head, OLE)) return LEGACY_OFFICE[extension] ?? null;
      if (!textType || !isText || !decoder) return null;
      try {
        decoder.decode(); // a sequence cut off at the end is not UTF-8 either
        return textType;
      } catch {
        return null;
      }
    },
  };
}

/** The content type of an accepted document, or null: PDF, images, Office files, plain text/CSV. */
export function documentTypeOf(bytes: Buffer, fileName: string): string | null {
  const sniffer = documentSniffer(fileName);
  sniffer.inspect(bytes);
  return sniffer.contentType();
}

/**
 * The name a document is shown and downloaded with: the last path segment (either slash), no
 * control or format (text-direction, zero-width) characters, at most 200 characters, shortened
 * before its extension (which says its type); 'document' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const characters = Array.from(base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim());
  let name = characters.join('');
  if (characters.length > FILE_NAME_MAX_LENGTH) {
    const extension = /\.[\p{L}\p{N}]{1,10}$/u.exec(name)?.[0] ?? '';
    const kept = characters.slice(0, FILE_NAME_MAX_LENGTH - Array.from(extension).length);
    name = `${kept.join('').trimEnd()}${extension}`;
  }
  return name === '' || name === '.' || name === '..' ? 'document' : name;
}

/** A contract's documents (and offer PDFs) are stored under its id, so it removes them all at once. */
export const removeContractFiles = (files: FileStore, contractId: number): Promise<void> =>
  files.removeFolder(String(contractId));

/** A new file's key: under its contract, a random name (never the uploaded one). */
export const newStorageName = (contractId: number, kind = ''): string =>
  `${contractId}/${kind}${randomBytes(16).toString('hex')}`;

export interface NewDocument {
  companyId: number;
  contractId: number;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  uploadedBy: number | null;
}

/**
 * Stores the file under a generated name (whole or not at all, see FileStore.put) and records it;
 * the file is removed again if the row cannot be written (e.g. the contract was deleted meanwhile).
 */
export async function saveDocument(db: Database, files: FileStore, document: NewDocument) {
  const storageName = newStorageName(document.contractId);
  const size = document.bytes.length;
  await files.put(storageName, Readable.from([document.bytes]), {
    maxBytes: size,
    tooMany: () => new Error('More bytes than the document holds'),
  });
  try {
    const [row] = await db
      .insert(contractDocuments)
      .values({
        companyId: document.companyId,
        contractId: document.contractId,
        fileName: document.fileName,
        storageName,
        contentType: document.contentType,
        size,
        uploadedBy: document.uploadedBy,
      })
      .returning();
    return row;
  } catch (error) {
    await files.remove(storageName);
    throw error;
  }
}

/** The bytes of the company's stored documents: what counts towards its storage quota. */
export async function storageUsed(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`sum(${contractDocuments.size})` })
    .from(contractDocuments)
    .where(eq(contractDocuments.companyId, companyId));
  return Number(row?.bytes ?? 0);
}

/** Why an upload was not stored; the route turns each into its answer. */
export type Refusal = 'file_too_large' | 'storage_quota' | 'file_empty' | 'file_type';

export class DocumentRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

export interface UploadedDocument {
  companyId: number;
  contractId: number;
  fileName: string;
  uploadedBy: number | null;
  /** The file's bytes as they arrive; `truncated` set (by the multipart parser) when it was cut at its limit. */
  source: Readable & { truncated?: boolean };
  /** Reads the body after the file; throws for what refuses the upload there (a second file). */
  rest?: () => Promise<void>;
}

/**
 * Stores an uploaded document or nothing at all. The bytes stream to the file store (never held
 * in memory) while they are counted and their type told; the file exists only when the whole
 * upload arrived, was not cut at the 20 MB limit, is not empty, is an accepted type and fits
 * within the company's quota. Then the row is written, after locking the company and counting
 * its storage again, so two uploads at once cannot both pass the quota; the file is removed when
 * the row cannot be written. File first, row second: a row never points at a missing or partial
 * file. Throws a DocumentRefused, or the stream's or the database's error.
 */
export async function storeUploadedDocument(
  db: Database,
  files: FileStore,
  upload: UploadedDocument,
  quotaBytes: number,
) {
  const room = quotaBytes - (await storageUsed(db, upload.companyId));
  if (room <= 0) throw new DocumentRefused('storage_quota');
  const storageName = newStorageName(upload.contractId);
  const sniffer = documentSniffer(upload.fileName);
  let contentType = '';
  const size = await files.put(storageName, upload.source, {
    // The multipart parser stops a file at 20 MB; the quota may stop it sooner.
    maxBytes: room,
    tooMany: () => new DocumentRefused('storage_quota'),
    inspect: (chunk) => sniffer.inspect(chunk),
    accept: (bytes) => {
      if (upload.source.truncated || bytes > DOCUMENT_MAX_BYTES) throw new DocumentRefused('file_too_large');
      if (bytes === 0) throw new DocumentRefused('file_empty');
      contentType = sniffer.contentType() ?? '';
      if (!contentType) throw new DocumentRefused('file_type');
    },
  });
  try {
    await upload.rest?.();
    return await db.transaction(async (tx) => {
      const executor = tx as unknown as Executor;
      await lockCompany(executor, upload.companyId);
      if ((await storageUsed(executor, upload.companyId)) + size > quotaBytes)
        throw new DocumentRefused('storage_quota');
      const [row] = await executor
        .insert(contractDocuments)
        .values({
          companyId: upload.companyId,
          contractId: upload.contractId,
          fileName: upload.fileName,
          storageName,
          contentType,
          size,
          uploadedBy: upload.uploadedBy,
        })
        .returning();
      if (!row) throw new Error('The document row was not written');
      return row;
    });
  } catch (error) {
    await files.remove(storageName);
    throw error;
  }
}
