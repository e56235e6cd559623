/**
 * The operator's two file commands (server/cli/files.ts): copying the files of the local folder
 * into object storage, and finding what a crash left behind. Every file the product stores has a
 * row that names it: a contract document (`contract_documents`) or an offer's PDF (`offer_files`).
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { contractDocuments } from '../db/contract-tables';
import { offerFiles } from '../db/offer-tables';
import { type FileStore, READY_FOLDER, type StoredEntry } from './storage';

/** What an upload and the readiness check hold for an instant: never anybody's file to copy. */
const isTransient = (key: string) => key.endsWith('.part') || key.startsWith(`${READY_FOLDER}/`);

export interface CopyResult {
  copied: number;
  /** Already in the target with the same size (an earlier, maybe interrupted, run). */
  skipped: number;
  bytes: number;
}

/**
 * Copies every file of `from` that `to` does not hold with the same size, one at a time as a
 * stream; run it again after an interruption and it goes on where it stopped. Nothing is removed
 * from `from`.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  progress: (key: string) => void = () => {},
): Promise<CopyResult> {
  const present = new Map<string, number>();
  for await (const entry of to.list()) present.set(entry.key, entry.size);
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 };
  for await (const entry of from.list()) {
    if (isTransient(entry.key)) continue;
    if (present.get(entry.key) === entry.size) {
      result.skipped += 1;
      continue;
    }
    const file = await from.get(entry.key);
    if (!file) continue; // removed meanwhile
    result.bytes += await to.put(entry.key, file.body, {
      maxBytes: file.size,
      tooMany: () => new Error(`${entry.key} grew while it was copied`),
    });
    result.copied += 1;
    progress(entry.key);
  }
  return result;
}

export interface Reconciliation {
  /** Files no row names, older than the grace period: removed unless it was a dry run. */
  orphans: StoredEntry[];
  /** Rows whose file is missing: nothing to serve; restore them from a backup. */
  missing: { table: 'contract_documents' | 'offer_files'; id: number; storageName: string }[];
}

/** How long a file may exist without its row: an upload writes its file, then its row. */
export const RECONCILE_GRACE_MS = 60 * 60_000;

/**
 * Compares the store with the rows: files no row names (older than the grace period, so an upload
 * in flight is not one) and rows without a file. With `remove`, the orphans are removed.
 */
export async function reconcileFiles(
  db: Database,
  store: FileStore,
  { now, remove }: { now: Date; remove: boolean },
): Promise<Reconciliation> {
  const entries = new Map<string, StoredEntry>();
  for await (const entry of store.list()) entries.set(entry.key, entry);
  const rows = await filesNamed(db);
  const named = new Set(rows.map((row) => row.storageName));
  const before = now.getTime() - RECONCILE_GRACE_MS;
  const candidates = [...entries.values()].filter(
    (entry) => !named.has(entry.key) && entry.modifiedAt.getTime() < before,
  );
  // A row written since the rows were read names its file: ask for those names again.
  const late =
    candidates.length === 0
      ? new Set<string>()
      : new Set(
          (
            await filesNamed(
              db,
              candidates.map((entry) => entry.key),
            )
          ).map((row) => row.storageName),
        );
  const orphans = candidates.filter((entry) => !late.has(entry.key));
  if (remove) for (const orphan of orphans) await store.remove(orphan.key);
  const missing = rows.filter((row) => !entries.has(row.storageName));
  return { orphans, missing };
}

/** The rows that name a stored file (only those naming one of `keys`, when given). */
async function filesNamed(db: Database, keys?: string[]): Promise<Reconciliation['missing']> {
  const [documents, offerPdfs] = await Promise.all([
    db
      .select({ id: contractDocuments.id, storageName: contractDocuments.storageName })
      .from(contractDocuments)
      .where(keys ? inArray(contractDocuments.storageName, keys) : undefined),
    db
      .select({ id: offerFiles.id, storageName: offerFiles.storageName })
      .from(offerFiles)
      .where(keys ? inArray(offerFiles.storageName, keys) : undefined),
  ]);
  return [
    ...documents.map((row) => ({ ...row, table: 'contract_documents' as const })),
    ...offerPdfs.map((row) => ({ ...row, table: 'offer_files' as const })),
  ];
}
