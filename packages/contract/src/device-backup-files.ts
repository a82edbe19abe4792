import Type from 'typebox';
import { DeviceAuthorizationHeaders } from './device-api';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { PagingQuery } from './paging';
import { Bytes, ContentId, DeviceId, EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/**
 * The bytes of a device's backups (issue 16 part 2): a device uploads each file under its
 * content hash, names the files in its backup run (device-data.ts), and restores the latest
 * committed backup by listing its files and downloading each by hash.
 */

/** SHA-256 of a file's bytes, base64url without padding (43 characters). */
export const ContentHash = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', description: 'SHA-256 of the bytes, base64url' });

/**
 * A file's name inside its backup category: one to eight path segments of letters, digits,
 * '.', '_', '-' and spaces, none starting with a dot, so a restore can write it under the
 * category's folder and never outside it.
 */
export const BackupFileName = Type.String({
  pattern: '^[A-Za-z0-9_ -][A-Za-z0-9._ -]{0,99}(/[A-Za-z0-9_ -][A-Za-z0-9._ -]{0,99}){0,7}$',
  maxLength: 300,
  description: 'File name inside its category, "/" between folders',
});

/** The largest backup file a device uploads in one call. */
export const DEVICE_BACKUP_FILE_MAX_BYTES = 100 * 1024 * 1024;

/** The body type of a file upload: the bytes as they are (encrypted ones included). */
export const BACKUP_FILE_CONTENT_TYPE = 'application/octet-stream';

/**
 * Stores the body's bytes under their content hash, for a backup run to name (bytes no backup
 * of the account holds are deleted a day after they were stored: name them within it). Sending
 * bytes the account has already is answered at once (`stored: false`) and takes no room. 400
 * 40000007 when the bytes do not hash to the address; 403 40300301 past the storage limit.
 */
export const uploadDeviceBackupFile = defineEndpoint({
  ...endpointRoutes.uploadDeviceBackupFile,
  summary: 'Upload the bytes of one backup file under their SHA-256 (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: Type.Object({ contentHash: ContentHash }),
  responses: {
    200: Type.Object({ contentHash: ContentHash, size: Bytes, stored: Type.Boolean() }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
  },
});

/**
 * A large file goes up in parts of at most this many bytes, each stored as it arrives: a
 * connection that breaks loses at most the part on the way, and the upload resumes after the
 * parts stored (uploadDeviceBackupFilePart).
 */
export const BACKUP_FILE_PART_MAX_BYTES = 8 * 1024 * 1024;

/** An upload in parts left this long after its last part is dropped, with its parts. */
export const BACKUP_FILE_UPLOAD_IDLE_MS = 24 * 60 * 60 * 1000;

/** Where an upload in parts stands: `received` bytes of `size` stored, in order from the start. */
export const BackupFileUpload = Type.Object({
  contentHash: ContentHash,
  size: Bytes,
  received: Bytes,
  /** Every byte is in: the file is the account's (`stored: false` when it had it already). */
  complete: Type.Boolean(),
  stored: Type.Optional(Type.Boolean()),
});
export type BackupFileUpload = Type.Static<typeof BackupFileUpload>;

/**
 * Stores one part of a file that goes up in parts: the body's bytes (at most
 * BACKUP_FILE_PART_MAX_BYTES) at `offset` of a file of `size` bytes. Parts go in order: the
 * first at 0 (a file past the storage limit is refused then, 403 40300301, before any byte is
 * stored), each next one at the bytes received so far; a part at another offset is 409
 * 40900003 and changes nothing (ask where the upload stands: getDeviceBackupFileUpload). With
 * the last part the file is put together and checked against its hash (400 40000007, and the
 * upload starts over, when it does not match). The account's files are deduplicated by hash:
 * a file it has already is complete at once. Parts of an upload left for a day are dropped.
 */
export const uploadDeviceBackupFilePart = defineEndpoint({
  ...endpointRoutes.uploadDeviceBackupFilePart,
  summary: 'Upload one part of a large backup file, resumable after a broken connection (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: Type.Object({ contentHash: ContentHash, offset: Type.Integer({ minimum: 0, maximum: DEVICE_BACKUP_FILE_MAX_BYTES }) }),
  querystring: Type.Object({ size: Type.Integer({ minimum: 1, maximum: DEVICE_BACKUP_FILE_MAX_BYTES }) }, { additionalProperties: false }),
  responses: { 200: BackupFileUpload, ...SIGNED_IN_ERRORS, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody },
});

/**
 * Where the upload in parts of a file stands, to resume it after a broken connection:
 * `received` is the offset of the next part. A file the account has already is complete; 404
 * 40400004 when no upload of it was begun (or it was left for over a day).
 */
export const getDeviceBackupFileUpload = defineEndpoint({
  ...endpointRoutes.getDeviceBackupFileUpload,
  summary: 'Where the upload in parts of a backup file stands (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: Type.Object({ contentHash: ContentHash }),
  responses: { 200: BackupFileUpload, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

export const RestoreCategory = Type.Object({
  cid: ContentId,
  count: Type.Integer({ minimum: 0 }),
  usage: Bytes,
  encrypted: Type.Boolean(),
  backupTime: EpochMs,
});

export const RestoreFile = Type.Object({
  cid: ContentId,
  name: BackupFileName,
  size: Bytes,
  contentHash: ContentHash,
  /** End-to-end encrypted: the bytes are as the device sent them, readable by it alone. */
  encrypted: Type.Boolean(),
});
export type RestoreFile = Type.Static<typeof RestoreFile>;

export const RestoreListing = Type.Object({
  deviceId: DeviceId,
  /** When the backup last committed. */
  backedUpAt: EpochMs,
  /** Every category of the backup (on every page: there are a few dozen at most). */
  categories: Type.Array(RestoreCategory),
  /** This page's files, in category then name order. */
  files: Type.Array(RestoreFile),
  /** Where the next page starts; absent on the last page. */
  nextCursor: Type.Optional(Type.String()),
});
export type RestoreListing = Type.Static<typeof RestoreListing>;

/**
 * The latest committed backup of one of the account's devices (`tdid`; the calling device's
 * own when absent): its categories and, a page at a time, its files. 404 40400001 for a device
 * the account does not have, 40400002 when that device has no backup.
 */
export const listDeviceRestoreFiles = defineEndpoint({
  ...endpointRoutes.listDeviceRestoreFiles,
  summary: "List the files of a device's latest backup, a page at a time (device credential)",
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  querystring: Type.Object(
    {
      tdid: Type.Optional(DeviceId),
      limit: PagingQuery.limit,
      // Longer than other lists' cursors: a position here is a category and a file name.
      cursor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,700}$', description: 'Opaque page cursor' })),
    },
    { additionalProperties: false },
  ),
  responses: { 200: RestoreListing, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});

/** The bytes of one file of the account's backups, by content hash; 404 40400001 for a hash none of them holds. */
export const downloadDeviceRestoreFile = defineEndpoint({
  ...endpointRoutes.downloadDeviceRestoreFile,
  summary: 'Download the bytes of one backed-up file (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  params: Type.Object({ contentHash: ContentHash }),
  responses: {
    200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: BACKUP_FILE_CONTENT_TYPE }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
});
