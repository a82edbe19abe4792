import type { DevicePhoto, DevicePhotoListing } from '@cloud-portal/contract/device-photos';
import { PAGE_LIMIT_MAX } from '@cloud-portal/contract/paging';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { galleryTrashCutoff } from '@cloud-portal/domain/gallery-trash';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { enqueueBlobDeletions } from '../blob-deletion/blob-deletion-repository';
import { allPhotoBlobKeys } from './gallery-blob-keys';
import { deletePhotosTrashedBefore, deleteTrashedPhotos, findAnyPhoto, selectPhotosPage, setPhotoTrashedAt, type PhotoRow } from './gallery-repository';
import { decodePhotoCursor, encodePhotoCursor } from './photo-page-cursor';
import { toDevicePhoto } from './photo-answers';

/**
 * The Gallery trash, as the account's devices change it (contract device-photos.ts). Every
 * change is one statement on the photos table, whose triggers move the account's data counter:
 * an open portal shows it at its next call.
 */

/** A page of the account's photos with their trash state, newest first. */
export async function listDevicePhotos(db: Db, accountId: string, query: { trashed?: boolean; cursor?: string; limit?: number }): Promise<DevicePhotoListing> {
  const limit = query.limit ?? PAGE_LIMIT_MAX;
  const rows = await selectPhotosPage(db, accountId, {
    ...(query.trashed !== undefined && { trashed: query.trashed }),
    after: decodePhotoCursor(query.cursor),
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { photos: page.map(toDevicePhoto), ...(rows.length > limit && last && { nextCursor: encodePhotoCursor(last) }) };
}

/** A device deleted the photo: it moves to the trash. 404 for one the account lacks, 409 for one trashed already. */
export async function trashPhoto(db: Db, accountId: string, photoId: string, now: Date): Promise<DevicePhoto> {
  const trashed = await setPhotoTrashedAt(db, accountId, photoId, now);
  if (trashed) return toDevicePhoto(trashed);
  throw refusal(await findAnyPhoto(db, accountId, photoId), new ApiError(Rcodes.PHOTO_ALREADY_IN_TRASH, 'The photo is in the trash already.'));
}

/** Takes the photo out of the trash. 404 for one the account lacks, 409 for one not in the trash. */
export async function restorePhoto(db: Db, accountId: string, photoId: string): Promise<DevicePhoto> {
  const restored = await setPhotoTrashedAt(db, accountId, photoId, null);
  if (restored) return toDevicePhoto(restored);
  throw refusal(await findAnyPhoto(db, accountId, photoId), new ApiError(Rcodes.PHOTO_NOT_IN_TRASH, 'The photo is not in the trash.'));
}

/** Why a trash change matched nothing: the photo is not the account's, else it was not in the state needed. */
function refusal(photo: PhotoRow | null, wrongState: ApiError): ApiError {
  return photo ? wrongState : new ApiError(Rcodes.PHOTO_NOT_FOUND, 'The account has no such photo.');
}

/** What deleting photos for good came to: their files, queued in the blob outbox, for the caller to delete after its commit. */
export interface PhotosDeleted {
  deleted: number;
  freedBytes: number;
  blobKeys: string[];
}

/**
 * Deletes every photo of the account's trash for good. Run it in a transaction: the photos'
 * files are queued in the blob outbox with the deletion, so they go even if the process dies
 * right after the commit; the caller may delete them at once after it (deleteQueuedBlobs).
 */
export async function emptyTrash(db: Db, accountId: string, now: Date): Promise<PhotosDeleted> {
  return queueFilesOf(db, await deleteTrashedPhotos(db, accountId), now);
}

/** Photos deleted per statement of the purge. */
const PURGE_BATCH = 500;

/**
 * Deletes for good every photo, of any account, trashed more than GALLERY_TRASH_DAYS ago
 * (packages/domain gallery-trash.ts), and queues their files for the blob deletion worker.
 * Each batch is one DELETE … RETURNING in its own transaction with its outbox rows: several
 * nodes purging at once delete each photo once, and a crash loses nothing.
 */
export async function purgeGalleryTrash(db: Db, now: number): Promise<{ deleted: number; freedBytes: number }> {
  const cutoff = new Date(galleryTrashCutoff(now));
  const total = { deleted: 0, freedBytes: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => queueFilesOf(tx, await deletePhotosTrashedBefore(tx, cutoff, PURGE_BATCH), new Date(now)));
    total.deleted += batch.deleted;
    total.freedBytes += batch.freedBytes;
    if (batch.deleted < PURGE_BATCH) return total;
  }
}

async function queueFilesOf(db: Db, deleted: readonly PhotoRow[], now: Date): Promise<PhotosDeleted> {
  const blobKeys = deleted.flatMap(allPhotoBlobKeys);
  await enqueueBlobDeletions(db, blobKeys, now);
  return { deleted: deleted.length, freedBytes: deleted.reduce((sum, row) => sum + row.size, 0), blobKeys };
}
