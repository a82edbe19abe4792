import { BACKUP_FILE_PART_MAX_BYTES, type BackupFileUpload } from '@cloud-portal/contract/device-backup-files';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { BlobStore } from '../../storage/blob-store';
import { backupFilePartKey } from './backup-file-keys';
import { selectKeptContentHashes } from './backup-file-repository';
import { advanceUpload, deleteUpload, insertUpload, selectUpload } from './backup-file-upload-repository';
import { storeBackupFile } from './backup-restore-service';

export interface FilePart {
  contentHash: string;
  /** The whole file's bytes. */
  size: number;
  /** Where this part's first byte is in the file. */
  offset: number;
  bytes: Uint8Array;
}

export interface UploadChecks {
  /** Runs before an upload begins and before the whole file is stored: the storage limit (403). */
  beforeStoring: (size: number) => Promise<void>;
}

function offsetMismatch(message: string): ApiError {
  return new ApiError(Rcodes.UPLOAD_OFFSET_MISMATCH, message);
}

/**
 * Stores one part of a file going up in parts (contract: uploadDeviceBackupFilePart). The
 * parts are blobs of their own, so a broken connection loses only the part on the way; the
 * row counts the bytes stored in order. With the last part the file is put together, checked
 * against its hash and stored as any backup file (storeBackupFile), and its parts go.
 */
export async function storeBackupFilePart(db: Db, blobs: BlobStore, accountId: string, part: FilePart, checks: UploadChecks): Promise<BackupFileUpload> {
  const { contentHash, size, offset, bytes } = part;
  if (bytes.byteLength === 0 || bytes.byteLength > BACKUP_FILE_PART_MAX_BYTES) {
    throw new ApiError(Rcodes.INVALID_REQUEST, `Send a part of 1 to ${BACKUP_FILE_PART_MAX_BYTES} bytes as the body.`);
  }
  if (offset + bytes.byteLength > size) throw new ApiError(Rcodes.INVALID_REQUEST, `The part ends past the file's ${size} bytes.`);
  // A file the account keeps already takes no room and needs no byte more.
  if ((await selectKeptContentHashes(db, accountId, [contentHash])).has(contentHash)) {
    return { contentHash, size, received: size, complete: true, stored: false };
  }
  let upload = await selectUpload(db, accountId, contentHash);
  if (upload === null) {
    if (offset !== 0) throw offsetMismatch('No upload of this file was begun: send its first part, at offset 0.');
    await checks.beforeStoring(size);
    await insertUpload(db, accountId, contentHash, size);
    upload = (await selectUpload(db, accountId, contentHash)) ?? { size, received: 0 };
  }
  if (upload.size !== size) throw offsetMismatch(`The upload of this file was begun for ${upload.size} bytes, not ${size}.`);
  if (upload.received !== offset) throw offsetMismatch(`${upload.received} bytes of this file are in: send the part at offset ${upload.received}.`);
  await blobs.put(backupFilePartKey(accountId, contentHash, offset), bytes);
  const received = offset + bytes.byteLength;
  if (!(await advanceUpload(db, accountId, contentHash, offset, received))) {
    throw offsetMismatch('Another part of this file came in meanwhile: ask where the upload stands, then go on from there.');
  }
  if (received < size) return { contentHash, size, received, complete: false };
  return putTogether(db, blobs, accountId, contentHash, size, checks);
}

/** The whole file from its parts, stored as a backup file; the upload and its parts go either way. */
async function putTogether(db: Db, blobs: BlobStore, accountId: string, contentHash: string, size: number, checks: UploadChecks): Promise<BackupFileUpload> {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  try {
    for (let offset = 0; offset < size; ) {
      const part = await blobs.get(backupFilePartKey(accountId, contentHash, offset));
      if (part === null || part.length === 0) throw offsetMismatch('A part of this file is missing from the store: upload the file again from offset 0.');
      parts.push(part);
      offsets.push(offset);
      offset += part.length;
    }
    const whole = Buffer.concat(parts);
    if (whole.length !== size) throw offsetMismatch('The parts of this file do not add up to its size: upload it again from offset 0.');
    const stored = await storeBackupFile(db, blobs, accountId, contentHash, whole, { beforeStoring: () => checks.beforeStoring(size) });
    return { contentHash, size, received: size, complete: true, stored: stored.stored };
  } finally {
    await deleteUpload(db, accountId, contentHash);
    // Parts not deleted here (a failure midway) go with the sweep of unreferenced blobs.
    for (const offset of offsets) await blobs.delete(backupFilePartKey(accountId, contentHash, offset)).catch(() => undefined);
  }
}

/** Where the upload in parts of a file stands (contract: getDeviceBackupFileUpload). */
export async function describeBackupFileUpload(db: Db, accountId: string, contentHash: string): Promise<BackupFileUpload> {
  const kept = (await selectKeptContentHashes(db, accountId, [contentHash])).get(contentHash);
  if (kept !== undefined) return { contentHash, size: kept, received: kept, complete: true };
  const upload = await selectUpload(db, accountId, contentHash);
  if (upload === null) throw new ApiError(Rcodes.UPLOAD_NOT_FOUND, 'No upload of this file is under way: begin it with its first part, at offset 0.');
  return { contentHash, size: upload.size, received: upload.received, complete: false };
}
