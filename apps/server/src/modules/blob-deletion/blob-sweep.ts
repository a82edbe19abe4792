import type { Db } from '../../db/database';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import { unreferencedBackupFileKeys, unreferencedBackupFilePartKeys } from '../backup/backup-blob-references';
import { unreferencedPhotoBlobKeys } from '../gallery/gallery-blob-references';
import type { BlobDeletionLogger } from './blob-deletion-runner';

export interface BlobSweepOptions {
  db: Db;
  blobs: BlobStore;
  logger: BlobDeletionLogger;
  /**
   * Only blobs last written before this are looked at. A photo's file is stored before its row
   * is inserted (gallery-service.ts addPhoto), so a younger file may be one whose row is about
   * to be written; the grace period keeps the sweep away from it.
   */
  writtenBefore: Date;
  /** The sweep's time (default now): a module may keep its blobs longer than the grace period. */
  now?: Date;
  /** Keys checked against the database at a time (default 500). */
  batchSize?: number;
}

/**
 * Each module that keeps blobs answers which of a batch of keys it no longer references. A
 * key no module claims (an unknown shape) is kept: the sweep deletes only what it can prove
 * is garbage.
 */
const UNREFERENCED_KEY_FINDERS: ReadonlyArray<(db: Db, blobs: readonly StoredBlob[], now: Date) => Promise<string[]>> = [
  (db, blobs) => unreferencedPhotoBlobKeys(db, blobs.map((blob) => blob.key)),
  (db, blobs) => unreferencedBackupFilePartKeys(db, blobs.map((blob) => blob.key)),
  unreferencedBackupFileKeys,
];

const DEFAULT_BATCH_SIZE = 500;

/**
 * Deletes the blobs no row references and that are older than the grace period: what a crash
 * left between a blob's put and its row's insert, or a thumbnail written for a photo erased
 * meanwhile, or anything from before the blob outbox existed. Walks only the store (for the
 * file store, regular files under its root).
 */
export async function sweepUnreferencedBlobs(options: BlobSweepOptions): Promise<{ deleted: number }> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  let deleted = 0;
  let batch: StoredBlob[] = [];
  const flush = async () => {
    deleted += await deleteUnreferenced(options, batch);
    batch = [];
  };
  for await (const blob of options.blobs.list()) {
    if (blob.modifiedAt >= options.writtenBefore) continue;
    batch.push(blob);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  if (deleted > 0) options.logger.info({ deleted }, 'unreferenced blobs swept');
  return { deleted };
}

async function deleteUnreferenced(options: BlobSweepOptions, blobs: readonly StoredBlob[]): Promise<number> {
  if (blobs.length === 0) return 0;
  let deleted = 0;
  for (const find of UNREFERENCED_KEY_FINDERS) {
    for (const key of await find(options.db, blobs, options.now ?? new Date())) {
      try {
        await options.blobs.delete(key);
        deleted += 1;
      } catch (error) {
        // The next sweep tries again.
        options.logger.warn({ err: error, key }, 'could not delete an unreferenced blob');
      }
    }
  }
  return deleted;
}
