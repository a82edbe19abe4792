import { and, asc, count, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accounts, erasureTasks, syncedContents } from '../../db/schema';

export type ErasureTaskRow = typeof erasureTasks.$inferSelect;

/**
 * erasure_tasks.status:
 * - 'pending': waiting for a worker (claimed_at, if set, is when an attempt last failed);
 * - 'deferred': left alone until its expiry_at, then carried out like a pending task (the
 *   demo's erasure in progress; requests made through the API are never deferred);
 * - 'running': never committed by this worker, whose claim is the row lock of the one
 *   transaction that erases and completes; a 'running' row whose claim is stale is taken over;
 * - 'completed': done (completed_at), once.
 */
export type ErasureTaskStatus = 'pending' | 'deferred' | 'running' | 'completed';

export async function insertErasureTask(db: Db, task: ErasureTaskRow): Promise<void> {
  await db.insert(erasureTasks).values(task);
}

/**
 * Locks the account's row until the transaction ends, so two erasure requests of one account
 * take turns through the checks (two at once could otherwise both pass the rate limit).
 */
export async function lockAccountForErasureRequest(db: Db, accountId: string): Promise<void> {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countErasureRequestsSince(db: Db, accountId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ requests: count() })
    .from(erasureTasks)
    .where(and(eq(erasureTasks.accountId, accountId), gt(erasureTasks.startedAt, since)));
  return row?.requests ?? 0;
}

/** The account's tasks that have not completed, oldest first. */
export async function listIncompleteErasureTasks(db: Db, accountId: string): Promise<ErasureTaskRow[]> {
  return db
    .select()
    .from(erasureTasks)
    .where(and(eq(erasureTasks.accountId, accountId), ne(erasureTasks.status, 'completed' satisfies ErasureTaskStatus)))
    .orderBy(asc(erasureTasks.startedAt), asc(erasureTasks.referenceId));
}

/**
 * Takes the oldest task that is due, locking its row for the rest of the transaction.
 * SKIP LOCKED passes over tasks other workers hold, so concurrent workers never wait on each
 * other nor take the same task; a worker that dies mid-task releases its lock with its
 * connection and the task is due again.
 */
export async function claimDueErasureTask(
  db: Db,
  times: { now: Date; retryBefore: Date; staleBefore: Date },
): Promise<ErasureTaskRow | null> {
  const [task] = await db
    .select()
    .from(erasureTasks)
    .where(
      or(
        and(
          eq(erasureTasks.status, 'pending' satisfies ErasureTaskStatus),
          or(isNull(erasureTasks.claimedAt), lte(erasureTasks.claimedAt, times.retryBefore)),
        ),
        and(eq(erasureTasks.status, 'running' satisfies ErasureTaskStatus), lte(erasureTasks.claimedAt, times.staleBefore)),
        and(eq(erasureTasks.status, 'deferred' satisfies ErasureTaskStatus), lte(erasureTasks.expiryAt, times.now)),
      ),
    )
    .orderBy(asc(erasureTasks.startedAt), asc(erasureTasks.referenceId))
    .limit(1)
    .for('update', { skipLocked: true });
  return task ?? null;
}

/** What every finished attempt, done or failed, records: one attempt more, and which worker claimed it when. */
function attemptRecord(attempt: { workerId: string; claimedAt: Date }) {
  return { attempts: sql`${erasureTasks.attempts} + 1`, claimedAt: attempt.claimedAt, claimedBy: attempt.workerId };
}

export async function markErasureTaskCompleted(
  db: Db,
  referenceId: string,
  attempt: { workerId: string; claimedAt: Date; completedAt: Date },
): Promise<void> {
  await db
    .update(erasureTasks)
    .set({ status: 'completed' satisfies ErasureTaskStatus, ...attemptRecord(attempt), completedAt: attempt.completedAt })
    .where(eq(erasureTasks.referenceId, referenceId));
}

/** Notes a failed attempt; the task stays pending and is due again after the retry delay. */
export async function recordFailedErasureAttempt(db: Db, referenceId: string, attempt: { workerId: string; claimedAt: Date }): Promise<void> {
  await db
    .update(erasureTasks)
    .set({ status: 'pending' satisfies ErasureTaskStatus, ...attemptRecord(attempt) })
    .where(and(eq(erasureTasks.referenceId, referenceId), ne(erasureTasks.status, 'completed' satisfies ErasureTaskStatus)));
}

/** Deletes the account's synced data of these cids on every device; answers how many rows went. */
export async function deleteSyncedContentsOfCids(db: Db, accountId: string, cids: readonly string[]): Promise<number> {
  if (cids.length === 0) return 0;
  const deleted = await db
    .delete(syncedContents)
    .where(and(eq(syncedContents.accountId, accountId), inArray(syncedContents.cid, [...cids])))
    .returning({ cid: syncedContents.cid });
  return deleted.length;
}
