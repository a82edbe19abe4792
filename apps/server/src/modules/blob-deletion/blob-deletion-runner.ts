import type { Db } from '../../db/database';
import type { BlobStore } from '../../storage/blob-store';
import { claimDueBlobDeletions, recordFailedBlobDeletion, removeBlobDeletions } from './blob-deletion-repository';

/** The few logger calls the deletions make (pino's logger, Fastify's included, fits). */
export interface BlobDeletionLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BlobDeletionOptions {
  db: Db;
  blobs: BlobStore;
  logger: BlobDeletionLogger;
  now?: () => Date;
  /** Deletions claimed at a time (default 100). */
  batchSize?: number;
  /** How long a claimed deletion is left to its worker before another may take it (default 5 minutes). */
  leaseMs?: number;
  /** The wait after a first failure, doubled on each further one (default 10 seconds)… */
  retryBaseMs?: number;
  /** …up to this (default 1 hour): a store that is down for a day is retried hourly, never given up on. */
  retryMaxMs?: number;
}

export interface BlobDeletionOutcome {
  deleted: number;
  failed: number;
}

const DEFAULT_BATCH_SIZE = 100;
const DEFAULT_LEASE_MS = 5 * 60 * 1000;
const DEFAULT_RETRY_BASE_MS = 10 * 1000;
const DEFAULT_RETRY_MAX_MS = 60 * 60 * 1000;

/**
 * Deletes one batch of due blobs from the outbox (blob_deletions). A row is removed only after
 * its blob's delete succeeded (a blob that is already gone counts: the store's delete of a
 * missing key succeeds); a failed delete stays, with its error, due again after a backoff.
 */
export async function runDueBlobDeletions(options: BlobDeletionOptions): Promise<BlobDeletionOutcome> {
  const now = (options.now ?? (() => new Date()))();
  const claimed = await claimDueBlobDeletions(
    options.db,
    { now, leaseUntil: new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS)) },
    options.batchSize ?? DEFAULT_BATCH_SIZE,
  );
  return deleteBlobs(options, claimed);
}

/**
 * Deletes these just-queued blobs at once, without waiting for the worker (the erasure
 * runner, right after its commit). The outbox rows are already committed, so whatever this
 * does not finish (a failure, a crash) the worker does later; a worker deleting the same
 * blob meanwhile is harmless, a delete being idempotent.
 */
export async function deleteQueuedBlobs(options: BlobDeletionOptions, keys: readonly string[]): Promise<BlobDeletionOutcome> {
  return deleteBlobs(
    options,
    keys.map((key) => ({ key, attempts: 0 })),
  );
}

async function deleteBlobs(options: BlobDeletionOptions, rows: ReadonlyArray<{ key: string; attempts: number }>): Promise<BlobDeletionOutcome> {
  const now = options.now ?? (() => new Date());
  const deleted: string[] = [];
  let failed = 0;
  for (const row of rows) {
    try {
      await options.blobs.delete(row.key);
      deleted.push(row.key);
    } catch (error) {
      failed += 1;
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts, options));
      options.logger.warn({ err: error, key: row.key, attempts: row.attempts + 1, retryAt }, 'could not delete a blob; it will be retried');
      await recordFailedBlobDeletion(options.db, row.key, { error: describe(error), retryAt });
    }
  }
  await removeBlobDeletions(options.db, deleted);
  return { deleted: deleted.length, failed };
}

/** Exponential backoff: base × 2^(failures so far), capped. */
function retryDelayMs(failuresSoFar: number, options: BlobDeletionOptions): number {
  const base = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const max = options.retryMaxMs ?? DEFAULT_RETRY_MAX_MS;
  return Math.min(max, base * 2 ** Math.min(failuresSoFar, 30));
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}
