/**
 * Contract documents on disk: what a file is (told by its bytes, never by its claimed type), the
 * name it is shown with, and where it lives: DATA_DIR/files/<contract id>/<generated name>, so a
 * deleted contract takes its whole folder along. Shared by the upload route and the demo seed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { imageTypeOf } from '../files/download';

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
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

const isUtf8Text = (bytes: Buffer): boolean => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** The content type of an accepted document, or null: PDF, images, Office files, plain text/CSV. */
export function documentTypeOf(bytes: Buffer, fileName: string): string | null {
  const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  const image = imageTypeOf(bytes);
  if (image) return image;
  if (startsWith(bytes, ZIP)) return OOXML[extension] ?? null;
  if (startsWith(bytes, OLE)) return LEGACY_OFFICE[extension] ?? null;
  if (TEXT[extension] && isUtf8Text(bytes)) return TEXT[extension];
  return null;
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
