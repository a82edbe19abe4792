import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** The photos the portal's Gallery shows: those out of the trash. */
const inGallery = isNull(photos.trashedAt);

export async function insertPhoto(db: Db, photo: typeof photos.$inferInsert): Promise<void> {
  await db.insert(photos).values(photo);
}

/** The account's oldest photo with this content hash, if any (in the trash too). */
export async function findPhotoByContent(db: Db, accountId: string, contentHash: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.contentHash, contentHash)))
    .orderBy(photos.serverTimestamp, photos.id)
    .limit(1);
  return row ?? null;
}

/** The Gallery's photos, newest first; equal timestamps in id order, so pages are stable. */
export async function listNewestPhotos(db: Db, accountId: string, limit: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), inGallery))
    .orderBy(desc(photos.serverTimestamp), photos.id)
    .limit(limit);
}

/** Where a page of photos starts: after this photo, in newest-first order. */
export interface PhotoPosition {
  serverTimestamp: Date;
  id: string;
}

/**
 * A page of the account's photos, in the trash and out of it, newest first (equal timestamps
 * in id order): neither key ever changes, so trashing between pages moves nothing.
 */
export async function selectPhotosPage(
  db: Db,
  accountId: string,
  page: { trashed?: boolean; after: PhotoPosition | null; limit: number },
): Promise<PhotoRow[]> {
  const conditions: SQL[] = [eq(photos.accountId, accountId)];
  if (page.trashed !== undefined) conditions.push(page.trashed ? isNotNull(photos.trashedAt) : inGallery);
  if (page.after) {
    const { serverTimestamp, id } = page.after;
    conditions.push(or(lt(photos.serverTimestamp, serverTimestamp), and(eq(photos.serverTimestamp, serverTimestamp), gt(photos.id, id)))!);
  }
  return db
    .select()
    .from(photos)
    .where(and(...conditions))
    .orderBy(desc(photos.serverTimestamp), photos.id)
    .limit(page.limit);
}

/** The account's photo with this id in the Gallery (not in the trash), or null (also for another account's photo). */
export async function findPhoto(db: Db, accountId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.id, photoId), inGallery));
  return row ?? null;
}

/** The account's photo with this id, in the trash or not, or null (also for another account's photo). */
export async function findAnyPhoto(db: Db, accountId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.accountId, accountId), eq(photos.id, photoId)));
  return row ?? null;
}

/**
 * Sets or clears the photo's trash time, only if it is in the state the change needs (out of
 * the trash to trash it, in it to restore it): one statement, so two devices at once cannot
 * both succeed. Answers the changed row, or null when nothing matched.
 */
export async function setPhotoTrashedAt(db: Db, accountId: string, photoId: string, trashedAt: Date | null): Promise<PhotoRow | null> {
  const [row] = await db
    .update(photos)
    .set({ trashedAt })
    .where(and(eq(photos.accountId, accountId), eq(photos.id, photoId), trashedAt ? inGallery : isNotNull(photos.trashedAt)))
    .returning();
  return row ?? null;
}

/** Deletes every photo of the account's trash and answers the deleted rows. */
export async function deleteTrashedPhotos(db: Db, accountId: string): Promise<PhotoRow[]> {
  return db
    .delete(photos)
    .where(and(eq(photos.accountId, accountId), isNotNull(photos.trashedAt)))
    .returning();
}

/**
 * Deletes up to `limit` photos of any account trashed before `cutoff`, and answers them. One
 * statement: on several nodes at once, each row is deleted (and answered) by one of them; rows
 * another node is deleting are passed over, not waited for.
 */
export async function deletePhotosTrashedBefore(db: Db, cutoff: Date, limit: number): Promise<PhotoRow[]> {
  const due = db
    .select({ id: photos.id })
    .from(photos)
    .where(lt(photos.trashedAt, cutoff))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.delete(photos).where(inArray(photos.id, due)).returning();
}

/** Deletes every photo row of the account and answers the deleted rows. */
export async function deleteAccountPhotos(db: Db, accountId: string): Promise<PhotoRow[]> {
  return db.delete(photos).where(eq(photos.accountId, accountId)).returning();
}
