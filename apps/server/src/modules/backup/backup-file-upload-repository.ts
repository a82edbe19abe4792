import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backupFileUploads } from '../../db/schema';

export interface UploadProgress {
  size: number;
  received: number;
}

export async function selectUpload(db: Db, accountId: string, contentHash: string): Promise<UploadProgress | null> {
  const [row] = await db
    .select({ size: backupFileUploads.size, received: backupFileUploads.received })
    .from(backupFileUploads)
    .where(and(eq(backupFileUploads.accountId, accountId), eq(backupFileUploads.contentHash, contentHash)));
  return row ?? null;
}

/** Begins an upload at 0 bytes; one begun meanwhile (another request) stays as it is. */
export async function insertUpload(db: Db, accountId: string, contentHash: string, size: number): Promise<void> {
  await db.insert(backupFileUploads).values({ accountId, contentHash, size, received: 0 }).onConflictDoNothing();
}

/** Moves the upload from `from` to `to` bytes; false when it was not at `from` (another part came first). */
export async function advanceUpload(db: Db, accountId: string, contentHash: string, from: number, to: number): Promise<boolean> {
  const moved = await db
    .update(backupFileUploads)
    .set({ received: to, updatedAt: sql`now()` })
    .where(and(eq(backupFileUploads.accountId, accountId), eq(backupFileUploads.contentHash, contentHash), eq(backupFileUploads.received, from)))
    .returning({ received: backupFileUploads.received });
  return moved.length === 1;
}

export async function deleteUpload(db: Db, accountId: string, contentHash: string): Promise<void> {
  await db.delete(backupFileUploads).where(and(eq(backupFileUploads.accountId, accountId), eq(backupFileUploads.contentHash, contentHash)));
}

/** Drops the uploads whose last part came before `before`; their parts go with the blob sweep. */
export async function deleteUploadsIdleSince(db: Db, before: Date): Promise<number> {
  const dropped = await db.delete(backupFileUploads).where(lt(backupFileUploads.updatedAt, before)).returning({ accountId: backupFileUploads.accountId });
  return dropped.length;
}

/**
 * Of these content hashes, the uploads under way, as `account/hash`. By hash only: an account
 * segment read from a blob key is compared with the rows', never cast to a uuid.
 */
export async function selectUploadsUnderWay(db: Db, contentHashes: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const unique = [...new Set(contentHashes)];
  if (unique.length === 0) return found;
  const rows = await db
    .select({ accountId: backupFileUploads.accountId, contentHash: backupFileUploads.contentHash })
    .from(backupFileUploads)
    .where(inArray(backupFileUploads.contentHash, unique));
  for (const row of rows) found.add(`${row.accountId}/${row.contentHash}`);
  return found;
}
