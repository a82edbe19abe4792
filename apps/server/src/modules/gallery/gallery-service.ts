import { createHash, randomBytes } from 'node:crypto';
import type { DevicePhoto } from '@cloud-portal/contract/device-photos';
import { GALLERY_SERVICE_ID, type GalleryQuota, type Photo } from '@cloud-portal/contract/gallery';
import { Rcodes, type RcodeDefinition } from '@cloud-portal/contract/rcodes';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BlobStore } from '../../storage/blob-store';
import { enqueueBlobDeletions } from '../blob-deletion/blob-deletion-repository';
import { readCloudAccountSettings, type GalleryState } from '../quota/cloud-account-settings';
import { selectGalleryUsage } from '../quota/gallery-usage-repository';
import { allPhotoBlobKeys, photoOriginalKey, photoThumbnailKey } from './gallery-blob-keys';
import { makeThumbnail, readImageInfo, type ImageInfo } from './gallery-images';
import { toDevicePhoto, toPhoto } from './photo-answers';
import { photoTakenDate } from './photo-taken-date';
import { deleteAccountPhotos, findPhoto, findPhotoByContent, insertPhoto, listNewestPhotos, type PhotoRow } from './gallery-repository';

/** Why Gallery refuses an account, by state (spec §8 feature errors: the web keeps the rcode). */
const REFUSALS: Readonly<Record<Exclude<GalleryState, 'active'>, { rcode: RcodeDefinition; message: string }>> = {
  not_activated: { rcode: Rcodes.GALLERY_NOT_ACTIVATED, message: 'Gallery sync has never been used with this account.' },
  end_of_service: { rcode: Rcodes.GALLERY_END_OF_SERVICE, message: 'Gallery sync has ended for this account.' },
  migrated: { rcode: Rcodes.GALLERY_MIGRATED, message: 'Gallery was moved to the linked cloud drive.' },
};

/** The contract's default page size (the schema fills it in; this serves direct callers). */
const DEFAULT_PHOTO_COUNT = 20;

/**
 * Throws the state's error unless Gallery serves the account (cloud_accounts.gallery_state;
 * an account without settings has the free plan's: active).
 */
async function requireActiveGallery(db: Db, accountId: string): Promise<{ limit: number }> {
  const { galleryState, galleryLimit } = await readCloudAccountSettings(db, accountId);
  if (galleryState === 'active') return { limit: galleryLimit };
  const refusal = REFUSALS[galleryState];
  throw new ApiError(refusal.rcode, refusal.message);
}

export async function galleryQuota(db: Db, accountId: string, serviceId: string): Promise<GalleryQuota> {
  if (serviceId !== GALLERY_SERVICE_ID) throw new ApiError(Rcodes.NOT_FOUND, `No quota for service ${serviceId}.`);
  const { limit } = await requireActiveGallery(db, accountId);
  const usage = await selectGalleryUsage(db, accountId);
  // Photos in the trash use storage until deleted for good, but the Gallery no longer shows
  // them. Videos are not stored by this portal, so they never count.
  return { serviceId, usage: usage.size, limit, photoCount: usage.count - usage.trashedCount, videoCount: 0 };
}

export async function newestPhotos(db: Db, accountId: string, count: number = DEFAULT_PHOTO_COUNT): Promise<Photo[]> {
  await requireActiveGallery(db, accountId);
  const rows = await listNewestPhotos(db, accountId, count);
  return rows.map(toPhoto);
}

/**
 * The photo's thumbnail with this longer edge. Made from the original once, then served from
 * the blob store. 404 for an unknown photo, another account's photo, one in the trash, or one
 * whose original is gone (erased while this call ran).
 *
 * Erasure deletes the photo row and queues the photo's files, then (after its commit) deletes
 * them. A thumbnail written after that would stay behind (until a sweep), so the row is read again once the file is written:
 * if the photo is gone by then, this call removes the file itself. Either way one of the two
 * deletes it.
 */
export async function photoThumbnail(db: Db, blobs: BlobStore, accountId: string, photoId: string, size: number): Promise<Buffer> {
  await requireActiveGallery(db, accountId);
  const photo = await findPhoto(db, accountId, photoId);
  if (!photo) throw photoNotFound();
  const key = photoThumbnailKey(accountId, photo.id, size);
  const cached = await blobs.get(key);
  if (cached) return cached;
  const original = await blobs.get(photo.blobKey);
  if (!original) throw photoNotFound();
  const thumbnail = await makeThumbnail(original, size);
  await blobs.put(key, thumbnail);
  // Trashed meanwhile: the file goes too (a restore makes it again), as for a photo erased.
  if (!(await findPhoto(db, accountId, photo.id))) {
    await blobs.delete(key);
    throw photoNotFound();
  }
  return thumbnail;
}

/**
 * Stores a photo: the original in the blob store first, then its row, so a row never points
 * at a missing blob (a failure in between leaves only an unreferenced blob). Format and
 * size are read from the image itself.
 */
export async function addPhoto(
  db: Db,
  blobs: BlobStore,
  accountId: string,
  photo: { bytes: Uint8Array; serverTimestamp: Date; contentHash?: string; takenAt?: TakenAt },
): Promise<Photo> {
  const info = await readImageInfo(photo.bytes);
  const takenAt = photo.takenAt ? takenDateOf(info, photo.takenAt) : null;
  const id = randomBytes(12).toString('base64url');
  const blobKey = photoOriginalKey(accountId, id);
  await blobs.put(blobKey, photo.bytes);
  const row: PhotoRow = {
    id,
    accountId,
    serverTimestamp: photo.serverTimestamp,
    mimeType: info.mimeType,
    width: info.width,
    height: info.height,
    size: photo.bytes.byteLength,
    blobKey,
    contentHash: photo.contentHash ?? contentHashOf(photo.bytes),
    takenAt,
    trashedAt: null,
  };
  await insertPhoto(db, row);
  return toPhoto(row);
}

/** How a stored photo's taken date is found: from its EXIF, else the fallback (the date its device sent, else the upload time). */
export interface TakenAt {
  fallback: Date;
}

/** Clock skew allowed for a taken date after the upload: a day, every time zone's worth. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

function takenDateOf(info: ImageInfo, takenAt: TakenAt): Date {
  return photoTakenDate(info.exif, new Date(Date.now() + FUTURE_SLACK_MS)) ?? takenAt.fallback;
}

/**
 * Deletes every photo row of the account and queues its files for deletion (run it inside
 * the caller's transaction): the outbox rows commit with the deletion, so the files go even if
 * the process dies right after the commit, and stay if the transaction rolls back. Answers the
 * queued keys, which the caller may delete at once after its commit (deleteQueuedBlobs).
 */
export async function deleteAllPhotos(db: Db, accountId: string, now: Date): Promise<{ photoCount: number; blobKeys: string[] }> {
  const deleted = await deleteAccountPhotos(db, accountId);
  const blobKeys = deleted.flatMap(allPhotoBlobKeys);
  await enqueueBlobDeletions(db, blobKeys, now);
  return { photoCount: deleted.length, blobKeys };
}

/** A photo's identity by content: SHA-256 of its file, base64url. */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/**
 * A device's upload of one Gallery photo: a file the account already has (the same bytes,
 * sent again after a broken connection or by a second run) is not stored twice, and the
 * photo it already has is answered, in the trash too: a device that had not yet synced the
 * deletion learns of it, and the photo does not come back. Two identical uploads at the same
 * moment may both be stored; nothing is lost either way.
 */
export async function addDevicePhoto(
  db: Db,
  blobs: BlobStore,
  accountId: string,
  bytes: Uint8Array,
  options: { beforeStoring?: () => Promise<void>; now?: Date; sentTakenAt?: Date } = {},
): Promise<DevicePhoto> {
  const contentHash = contentHashOf(bytes);
  const existing = await findPhotoByContent(db, accountId, contentHash);
  if (existing) return toDevicePhoto(existing);
  // Checks that concern new bytes only (the storage limit) come after the lookup.
  await options.beforeStoring?.();
  const now = options.now ?? new Date();
  return addPhoto(db, blobs, accountId, { bytes, serverTimestamp: now, contentHash, takenAt: { fallback: options.sentTakenAt ?? now } });
}

function photoNotFound(): ApiError {
  return new ApiError(Rcodes.NOT_FOUND, 'No such photo.');
}
