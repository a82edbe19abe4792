import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { photos } from '../../db/schema';
import { photoThumbnailKey } from './gallery-blob-keys';

/** photos/<account>/<photo>/<file>: the shape of every key gallery-blob-keys.ts makes. */
const PHOTO_KEY = /^photos\/([^/]+)\/([^/]+)\/([^/]+)$/;

/**
 * Which of these keys are Gallery blobs that no photo row references any more: the original
 * of a photo whose row is gone (or names another file), or a thumbnail of such a photo. A key
 * of another shape is not Gallery's to judge and is never answered.
 */
export async function unreferencedPhotoBlobKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  const candidates = keys.flatMap((key) => {
    const match = PHOTO_KEY.exec(key);
    return match ? [{ key, accountId: match[1]!, photoId: match[2]!, file: match[3]! }] : [];
  });
  if (candidates.length === 0) return [];
  // By photo id only: a key's account segment is checked against the row, never cast to a uuid.
  const rows = await db
    .select({ id: photos.id, accountId: photos.accountId, blobKey: photos.blobKey })
    .from(photos)
    .where(inArray(photos.id, [...new Set(candidates.map((candidate) => candidate.photoId))]));
  const rowsById = new Map(rows.map((row) => [row.id, row]));
  return candidates
    .filter(({ key, accountId, photoId }) => {
      const row = rowsById.get(photoId);
      if (!row || row.accountId !== accountId) return true;
      return key !== row.blobKey && !isThumbnailKeyOf(key, row);
    })
    .map((candidate) => candidate.key);
}

function isThumbnailKeyOf(key: string, photo: { accountId: string; id: string }): boolean {
  const size = /\/thumbnail-(\d+)\.jpg$/.exec(key)?.[1];
  return size !== undefined && key === photoThumbnailKey(photo.accountId, photo.id, Number(size));
}
