import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { BlobStore } from '../../storage/blob-store';
import { deleteQueuedBlobs } from '../blob-deletion/blob-deletion-runner';
import { deleteAllPhotos } from '../gallery/gallery-service';
import {
  claimDueErasureTask,
  deleteSyncedContentsOfCids,
  markErasureTaskCompleted,
  recordFailedErasureAttempt,
  type ErasureTaskRow,
} from './erasure-repository';
import { erasureScopeOf } from '@cloud-portal/domain/erasure-scope';

/** The few logger calls the runner makes (pino's logger, Fastify's included, fits). */
export interface ErasureLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ErasureRunnerOptions {
  db: Db;
  blobs: BlobStore;
  logger: ErasureLogger;
  /** Names this worker in claimed_by and the logs. */
  workerId?: string;
  /** A task left 'running' this long ago is taken over (default 10 minutes). */
  staleAfterMs?: number;
  /** A failed task is tried again after this long (default 1 minute). */
  retryAfterMs?: number;
  now?: () => Date;
  /**
   * Test hook: runs inside the task's transaction after its data is deleted, before the task
   * is marked completed and committed (a delay here widens races; a process killed here shows
   * that a crash rolls the deletion back).
   */
  beforeCommit?: (task: ErasureTaskRow) => Promise<void>;
  /**
   * Test hook: runs once the task's transaction has committed, before its blobs are deleted
   * (a process killed here shows that the blob outbox finishes the deletion after a restart).
   */
  afterCommit?: (task: ErasureTaskRow) => Promise<void>;
}

export interface ErasedData {
  syncedContents: number;
  photos: number;
}

export type ErasureRunResult =
  | { outcome: 'idle' }
  | { outcome: 'completed'; referenceId: string; accountId: string; erased: ErasedData }
  | { outcome: 'failed'; referenceId: string; error: unknown };

const DEFAULT_STALE_AFTER_MS = 10 * 60 * 1000;
const DEFAULT_RETRY_AFTER_MS = 60 * 1000;

export function newErasureWorkerId(): string {
  return `erasure-worker-${process.pid}-${randomBytes(4).toString('hex')}`;
}

/**
 * Carries out one due erasure task, if any. Claiming it (SELECT … FOR UPDATE SKIP LOCKED),
 * deleting its data for its account and marking it completed happen in ONE transaction: a
 * worker that crashes part-way rolls all of it back, the task is due again, and it completes
 * exactly once. Photo files are deleted only after the commit (deleting them first would lose
 * photos if the transaction rolled back), but the transaction queues them in the blob outbox:
 * if the process dies between the commit and those deletions, the blob deletion worker of the
 * next start (or of another node) deletes them.
 */
export async function runNextErasureTask(options: ErasureRunnerOptions): Promise<ErasureRunResult> {
  const { db, logger } = options;
  const workerId = options.workerId ?? newErasureWorkerId();
  const now = options.now ?? (() => new Date());
  const claimedAt = now();
  // Set inside the transaction, so a failure can be recorded against the task it hit.
  const attempt: { task: ErasureTaskRow | null } = { task: null };
  try {
    const done = await db.transaction(async (tx) => {
      const task = await claimDueErasureTask(tx, {
        now: claimedAt,
        retryBefore: new Date(claimedAt.getTime() - (options.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS)),
        staleBefore: new Date(claimedAt.getTime() - (options.staleAfterMs ?? DEFAULT_STALE_AFTER_MS)),
      });
      if (!task) return null;
      attempt.task = task;
      const scope = erasureScopeOf(task.cids);
      const syncedContents = await deleteSyncedContentsOfCids(tx, task.accountId, scope.syncCids);
      const photos = scope.photos ? await deleteAllPhotos(tx, task.accountId, claimedAt) : { photoCount: 0, blobKeys: [] };
      await options.beforeCommit?.(task);
      await markErasureTaskCompleted(tx, task.referenceId, { workerId, claimedAt, completedAt: now() });
      return { task, erased: { syncedContents, photos: photos.photoCount }, blobKeys: photos.blobKeys };
    });
    if (!done) return { outcome: 'idle' };
    await options.afterCommit?.(done.task);
    // At once, so the files are gone when the task is; what fails here the outbox retries.
    await deleteQueuedBlobs({ db, blobs: options.blobs, logger, now }, done.blobKeys).catch((error: unknown) =>
      logger.warn({ err: error, referenceId: done.task.referenceId }, 'erased photo files left to the blob deletion worker'),
    );
    const result = { referenceId: done.task.referenceId, accountId: done.task.accountId, erased: done.erased };
    logger.info({ ...result, workerId }, 'erasure task completed');
    return { outcome: 'completed', ...result };
  } catch (error) {
    const failed = attempt.task;
    if (!failed) throw error;
    logger.error({ err: error, referenceId: failed.referenceId, workerId }, 'erasure task failed; it will be retried');
    await recordFailedErasureAttempt(db, failed.referenceId, { workerId, claimedAt }).catch((recordError: unknown) =>
      logger.error({ err: recordError, referenceId: failed.referenceId }, 'could not record the failed erasure attempt'),
    );
    return { outcome: 'failed', referenceId: failed.referenceId, error };
  }
}
