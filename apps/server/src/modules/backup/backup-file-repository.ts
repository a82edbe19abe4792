import { and, asc, eq, inArray, or, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backupFiles } from '../../db/schema';

export type BackupFileRow = typeof backupFiles.$inferSelect;

/** A file a backup run names for one category. */
export interface BackupFileWrite {
  name: string;
  size: number;
  contentHash: string;
}

/** Replaces the files a backup keeps for these categories with the given ones (none: the category keeps no files). */
export async function replaceBackupFiles(
  db: Db,
  accountId: string,
  backupId: string,
  categories: ReadonlyArray<{ cid: string; encrypted: boolean; files: readonly BackupFileWrite[] }>,
): Promise<void> {
  if (categories.length === 0) return;
  await db.delete(backupFiles).where(and(eq(backupFiles.backupId, backupId), inArray(backupFiles.cid, categories.map(({ cid }) => cid))));
  const rows = categories.flatMap(({ cid, encrypted, files }) => files.map((file) => ({ ...file, backupId, accountId, cid, encrypted })));
  // One statement per thousand rows keeps each under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000) await db.insert(backupFiles).values(rows.slice(start, start + 1000));
}

/** Deletes the files a backup keeps for one category. */
export async function deleteBackupFilesOf(db: Db, backupId: string, cid: string): Promise<void> {
  await db.delete(backupFiles).where(and(eq(backupFiles.backupId, backupId), eq(backupFiles.cid, cid)));
}

/** A backup's files in (cid, name) order, after the given position; `limit` of them. */
export async function selectBackupFilesPage(
  db: Db,
  backupId: string,
  options: { after: { cid: string; name: string } | null; limit: number },
): Promise<BackupFileRow[]> {
  const { after } = options;
  // "C" collation: the order is the bytes', the same on every database, as the cursor needs.
  const cid = sql`${backupFiles.cid} collate "C"`;
  const name = sql`${backupFiles.name} collate "C"`;
  return db
    .select()
    .from(backupFiles)
    .where(
      and(
        eq(backupFiles.backupId, backupId),
        after ? or(gt(cid, after.cid), and(eq(backupFiles.cid, after.cid), gt(name, after.name))) : undefined,
      ),
    )
    .orderBy(asc(cid), asc(name))
    .limit(options.limit);
}

/** Which of these content hashes a backup of the account already keeps a file of, with the file's size. */
export async function selectKeptContentHashes(db: Db, accountId: string, contentHashes: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(contentHashes)];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .selectDistinct({ contentHash: backupFiles.contentHash, size: backupFiles.size })
      .from(backupFiles)
      .where(and(eq(backupFiles.accountId, accountId), inArray(backupFiles.contentHash, unique.slice(start, start + 1000))));
    for (const row of rows) found.set(row.contentHash, row.size);
  }
  return found;
}

/**
 * Of these content hashes, those a backup holds, as `account/hash`. By hash only: an account
 * segment read from a blob key is compared with the rows', never cast to a uuid.
 */
export async function selectBackupsHolding(db: Db, contentHashes: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  const unique = [...new Set(contentHashes)];
  for (let start = 0; start < unique.length; start += 1000) {
    const rows = await db
      .selectDistinct({ accountId: backupFiles.accountId, contentHash: backupFiles.contentHash })
      .from(backupFiles)
      .where(inArray(backupFiles.contentHash, unique.slice(start, start + 1000)));
    for (const row of rows) held.add(`${row.accountId}/${row.contentHash}`);
  }
  return held;
}
