import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { blobDeletions } from '../../db/schema';

export type BlobDeletionRow = typeof blobDeletions.$inferSelect;

/** Rows per INSERT: two parameters each keeps a large erasure well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 1000;

/**
 * Records that these blobs must be deleted, due at `dueAt`. Run it in the transaction that
 * deletes the rows referencing them: the outbox row commits (or rolls back) with them.
 * A key already waiting keeps its row (and its attempts).
 */
export async function enqueueBlobDeletions(db: Db, keys: readonly string[], dueAt: Date): Promise<void> {
  const unique = [...new Set(keys)];
  for (let start = 0; start < unique.length; start += INSERT_CHUNK) {
    const chunk = unique.slice(start, start + INSERT_CHUNK);
    await db
      .insert(blobDeletions)
      .values(chunk.map((key) => ({ key, dueAt })))
      .onConflictDoNothing();
  }
}

/**
 * Takes up to `limit` due deletions, oldest first, and moves their due time to `leaseUntil`:
 * other workers (on this node or another sharing the PostgreSQL) pass over them meanwhile
 * (SKIP LOCKED while this statement runs, the later due time after), and if this worker dies
 * they are due again once the lease ends. One statement, so the claim needs no transaction.
 */
export async function claimDueBlobDeletions(db: Db, times: { now: Date; leaseUntil: Date }, limit: number): Promise<BlobDeletionRow[]> {
  const due = db
    .select({ key: blobDeletions.key })
    .from(blobDeletions)
    .where(lte(blobDeletions.dueAt, times.now))
    .orderBy(asc(blobDeletions.dueAt), asc(blobDeletions.key))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(blobDeletions).set({ dueAt: times.leaseUntil }).where(inArray(blobDeletions.key, due)).returning();
}

/** The blob is gone: its outbox row goes too. */
export async function removeBlobDeletions(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(blobDeletions).where(inArray(blobDeletions.key, [...keys]));
}

/** Notes a failed delete; the row stays and is due again at `retryAt`. */
export async function recordFailedBlobDeletion(db: Db, key: string, failure: { error: string; retryAt: Date }): Promise<void> {
  await db
    .update(blobDeletions)
    .set({ attempts: sql`${blobDeletions.attempts} + 1`, lastError: failure.error, dueAt: failure.retryAt })
    .where(eq(blobDeletions.key, key));
}

/** Every waiting deletion, by key (for tests and operators). */
export async function listBlobDeletions(db: Db): Promise<BlobDeletionRow[]> {
  return db.select().from(blobDeletions).orderBy(asc(blobDeletions.key));
}
