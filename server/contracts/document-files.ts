/**
 * Contract documents on disk: what a file is (told by its bytes, never by its claimed type), the
 * name it is shown with, and where it lives: DATA_DIR/files/<contract id>/<generated name>, so a
 * deleted contract takes its whole folder along. Shared by the upload route and the demo seed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { imageTypeOf } from '../files/download';
import { streamToFile } from '../files/store';
import type { Executor } from '../resources/hooks';
import { lockCompany } from '../subscriptions/limits';

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
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
 * control or format (text-direction, zero-width) characters, at most 200 characters; 'document' when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const visible = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  const name = Array.from(visible).slice(0, FILE_NAME_MAX_LENGTH).join('');
  return name === '' || name === '.' || name === '..' ? 'document' : name;
}

export const contractFolder = (dataDir: string, contractId: number): string =>
  join(dataDir, 'files', String(contractId));

export const documentPath = (dataDir: string, storageName: string): string =>
  join(dataDir, 'files', storageName);

/** Removes a contract's folder with every document in it; a missing folder is fine. */
export const removeContractFiles = (dataDir: string, contractId: number): Promise<void> =>
  rm(contractFolder(dataDir, contractId), { recursive: true, force: true });

export const removeDocumentFile = (dataDir: string, storageName: string): Promise<void> =>
  rm(documentPath(dataDir, storageName), { force: true });

export interface NewDocument {
  companyId: number;
  contractId: number;
  fileName: string;
  contentType: string;
  bytes: Buffer;
  uploadedBy: number | null;
}

/**
 * Writes the file under a generated name (to a temporary name first, then renamed, so a failure
 * halfway leaves no partial file behind) and records it; the file is removed again if the row
 * cannot be written (e.g. the contract was deleted meanwhile).
 */
export async function saveDocument(db: Database, dataDir: string, document: NewDocument) {
  const storageName = `${document.contractId}/${randomBytes(16).toString('hex')}`;
  const path = documentPath(dataDir, storageName);
  const partial = `${path}.part`;
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeFile(partial, document.bytes, { flag: 'wx' });
    await rename(partial, path);
    const [row] = await db
      .insert(contractDocuments)
      .values({
        companyId: document.companyId,
        contractId: document.contractId,
        fileName: document.fileName,
        storageName,
        contentType: document.contentType,
        size: document.bytes.length,
        uploadedBy: document.uploadedBy,
      })
      .returning();
    return row;
  } catch (error) {
    await Promise.all([rm(partial, { force: true }), rm(path, { force: true })]);
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
}

/**
 * Stores an uploaded document or nothing at all. The bytes stream to a temporary file in the
 * contract's folder (never held in memory) while they are counted and their type told; the file
 * gets its name only when the whole upload arrived, was not cut at the 20 MB limit, is not empty,
 * is an accepted type and fits within the company's quota. Then the row is written, after
 * locking the company and counting its storage again, so two uploads at once cannot both pass
 * the quota; the file is removed when the row cannot be written. File first, row second: a row
 * never points at a missing or partial file. Throws a DocumentRefused, or the stream's or the
 * database's error.
 */
export async function storeUploadedDocument(
  db: Database,
  dataDir: string,
  upload: UploadedDocument,
  quotaBytes: number,
) {
  const room = quotaBytes - (await storageUsed(db, upload.companyId));
  if (room <= 0) throw new DocumentRefused('storage_quota');
  const storageName = `${upload.contractId}/${randomBytes(16).toString('hex')}`;
  const path = documentPath(dataDir, storageName);
  const sniffer = documentSniffer(upload.fileName);
  let contentType = '';
  const size = await streamToFile(upload.source, path, {
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
    await rm(path, { force: true });
    throw error;
  }
}
