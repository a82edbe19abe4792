import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

export async function insertPhoto(db: Db, photo: typeof photos.$inferInsert): Promise<void> {
  await db.insert(photos).values(photo);
}

/** The account's oldest photo with this content hash, if any. */
export async function findPhotoByContent(db: Db, accountId: string, contentHash: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.contentHash, contentHash)))
    .orderBy(photos.serverTimestamp, photos.id)
    .limit(1);
  return row ?? null;
}

/** Newest first; equal timestamps in id order, so pages are stable. */
export async function listNewestPhotos(db: Db, accountId: string, limit: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.accountId, accountId))
    .orderBy(desc(photos.serverTimestamp), photos.id)
    .limit(limit);
}

/** The account's photo with this id, or null (also for another account's photo). */
export async function findPhoto(db: Db, accountId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.id, photoId)));
  return row ?? null;
}

/** Deletes every photo row of the account and answers the deleted rows. */
export async function deleteAccountPhotos(db: Db, accountId: string): Promise<PhotoRow[]> {
  return db.delete(photos).where(eq(photos.accountId, accountId)).returning();
}
