import type { RestoreListing } from '@cloud-portal/contract/device-backup-files';
import { PAGE_LIMIT_MAX } from '@cloud-portal/contract/paging';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { backupExpiry } from '@cloud-portal/domain/backup-expiry';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BlobStore } from '../../storage/blob-store';
import { findDevice } from '../devices/device-registry';
import { contentHashOf } from '../gallery/gallery-service';
import { backupFileKey } from './backup-file-keys';
import { selectBackupFilesPage, selectKeptContentHashes } from './backup-file-repository';
import { selectBackupItemLists, selectBackupOfDevice } from './backup-repository';
import { decodeRestoreCursor, encodeRestoreCursor } from './restore-page-cursor';

/**
 * Stores the bytes of one backup file under their content hash, for a backup run to name.
 * Bytes a backup of the account keeps already are not stored again (and take no room); bytes
 * that do not hash to their address are refused, so a file is never kept damaged.
 */
export async function storeBackupFile(
  db: Db,
  blobs: BlobStore,
  accountId: string,
  contentHash: string,
  bytes: Uint8Array,
  options: { beforeStoring?: () => Promise<void> } = {},
): Promise<{ contentHash: string; size: number; stored: boolean }> {
  if (contentHashOf(bytes) !== contentHash) {
    throw new ApiError(Rcodes.BACKUP_FILE_HASH_MISMATCH, 'The bytes do not hash (SHA-256, base64url) to the content hash of the address: send them again.');
  }
  const size = bytes.byteLength;
  if ((await selectKeptContentHashes(db, accountId, [contentHash])).has(contentHash)) return { contentHash, size, stored: false };
  await options.beforeStoring?.();
  await blobs.put(backupFileKey(accountId, contentHash), bytes);
  return { contentHash, size, stored: true };
}

/**
 * 400 40000008 unless every file was uploaded (kept by a backup already, or in the store), and
 * 400 40000001 when a file's size is not its bytes'.
 */
export async function assertBackupFilesUploaded(
  db: Db,
  blobs: BlobStore,
  accountId: string,
  files: ReadonlyArray<{ contentHash: string; size: number }>,
): Promise<void> {
  const sizes = await selectKeptContentHashes(db, accountId, files.map((file) => file.contentHash));
  for (const { contentHash, size } of files) {
    if (!sizes.has(contentHash)) {
      const bytes = await blobs.get(backupFileKey(accountId, contentHash));
      if (!bytes) {
        throw new ApiError(Rcodes.BACKUP_FILE_MISSING, `No file was uploaded with the content hash ${contentHash}: upload it, then send the run again.`);
      }
      sizes.set(contentHash, bytes.length);
    }
    if (sizes.get(contentHash) !== size) throw new ApiError(Rcodes.INVALID_REQUEST, `The file with the content hash ${contentHash} has ${sizes.get(contentHash)} bytes, not ${size}.`);
  }
}

/**
 * The latest committed backup of one of the account's devices, for a restore: its categories
 * and one page of its files. A run writes its categories and files in one transaction, so a
 * listing never shows half a run. 404 NOT_FOUND for a device the account does not have
 * (another account's included), 404 BACKUP_NOT_FOUND when it has no backup within retention.
 */
export async function listRestoreFiles(
  db: Db,
  accountId: string,
  deviceId: string,
  page: { cursor?: string; limit?: number },
  now: number,
): Promise<RestoreListing> {
  const after = decodeRestoreCursor(page.cursor);
  if (!(await findDevice(db, accountId, deviceId))) throw new ApiError(Rcodes.NOT_FOUND, 'This account has no device with that id.');
  const found = await selectBackupOfDevice(db, accountId, deviceId, { lock: false });
  if (!found || backupExpiry(found.backup.latestBackupTime.getTime(), now).daysLeft < 0) {
    throw new ApiError(Rcodes.BACKUP_NOT_FOUND, 'This device has no backup to restore.');
  }
  const limit = page.limit ?? PAGE_LIMIT_MAX;
  const [items, rows] = await Promise.all([
    selectBackupItemLists(db, accountId, [found.backup.id]),
    selectBackupFilesPage(db, found.backup.id, { after, limit: limit + 1 }),
  ]);
  const files = rows.slice(0, limit).map(({ cid, name, size, contentHash, encrypted }) => ({ cid, name, size, contentHash, encrypted }));
  const last = files[files.length - 1];
  return {
    deviceId,
    backedUpAt: found.backup.latestBackupTime.getTime(),
    categories: (items.get(found.backup.id) ?? []).map(({ cid, count, usage, encrypted, backupTime }) => ({ cid, count, usage, encrypted, backupTime })),
    files,
    ...(rows.length > limit && last && { nextCursor: encodeRestoreCursor(last) }),
  };
}

/** The bytes of a file one of the account's backups keeps; 404 for any other hash (another account's included). */
export async function readRestoreFile(db: Db, blobs: BlobStore, accountId: string, contentHash: string): Promise<Buffer> {
  const kept = await selectKeptContentHashes(db, accountId, [contentHash]);
  const bytes = kept.has(contentHash) ? await blobs.get(backupFileKey(accountId, contentHash)) : null;
  if (!bytes) throw new ApiError(Rcodes.NOT_FOUND, 'No backup of this account keeps a file with that content hash.');
  return bytes;
}
