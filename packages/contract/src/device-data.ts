import Type from 'typebox';
import { BackupItemState } from './backup';
import { DeviceAuthorizationHeaders } from './device-api';
import { ContentState } from './device-context';
import { defineEndpoint } from './endpoint';
import { ErrorBody } from './error-body';
import { DevicePhoto } from './device-photos';
import { BackupFileName, ContentHash } from './device-backup-files';
import { Bytes, ContentId, EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/**
 * What an enrolled device puts in the cloud (issue 16 part 2), with its device credential as
 * a bearer token: what it syncs, its backup runs, its Gallery photos. Each call acts on the
 * credential's own device and account.
 */

export const SyncedContentReportItem = Type.Object(
  {
    cid: ContentId,
    /** Number of items (contacts, notes …). */
    cnt: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    size: Bytes,
    /** The content states the synced lists answer (spec §3 Content item). */
    state: ContentState,
    /** Whether it counts toward the storage quota (default true). */
    quotaCheck: Type.Optional(Type.Boolean()),
    lastModifiedTime: Type.Optional(EpochMs),
  },
  { additionalProperties: false },
);

/**
 * What the device syncs, per content id: the cids named are set, the others kept (a device
 * may report one app at a time).
 */
export const reportDeviceSyncedContents = defineEndpoint({
  ...endpointRoutes.reportDeviceSyncedContents,
  summary: 'Report what this device syncs, per content id (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  body: Type.Object({ items: Type.Array(SyncedContentReportItem, { minItems: 1, maxItems: 200 }) }, { additionalProperties: false }),
  responses: {
    200: Type.Object({ deviceId: Type.String(), reported: Type.Integer({ minimum: 0 }) }),
    400: ErrorBody,
    401: ErrorBody,
  },
});

/** The most files one backup run names, over all its categories: its JSON stays under the 1 MiB body limit. */
export const BACKUP_RUN_FILES_MAX = 2_000;

/** One file of a backup category, by the content hash its bytes were uploaded under. */
export const BackupRunFile = Type.Object(
  {
    /** The file's name inside its category ("calllog.db", "apps/com.example.notes.apk"). */
    name: BackupFileName,
    size: Bytes,
    contentHash: ContentHash,
  },
  { additionalProperties: false },
);
export type BackupRunFile = Type.Static<typeof BackupRunFile>;

export const BackupRunItem = Type.Object(
  {
    cid: ContentId,
    usage: Bytes,
    count: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    state: BackupItemState,
    /** Backed up end-to-end encrypted (default false): its files are stored exactly as sent and restored flagged. */
    encrypted: Type.Optional(Type.Boolean()),
    /**
     * The category's files, each uploaded before (uploadDeviceBackupFile): what a restore
     * gives back. Their total size is at most `usage` (what the portal shows and counts; a
     * device may keep part of a category out of the cloud's files). Absent: no files kept.
     */
    files: Type.Optional(Type.Array(BackupRunFile, { maxItems: BACKUP_RUN_FILES_MAX })),
  },
  { additionalProperties: false },
);

/**
 * One backup run of the device, recorded whole or not at all (one transaction): its backup is
 * made on the first run; the categories named are replaced, the others kept. A run that would
 * take the account past its storage limit is refused before anything is written.
 */
export const recordDeviceBackupRun = defineEndpoint({
  ...endpointRoutes.recordDeviceBackupRun,
  summary: 'Record one backup run of this device, all of it or nothing (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  body: Type.Object(
    {
      items: Type.Array(BackupRunItem, { minItems: 1, maxItems: 100 }),
      /** When the run happened; now when absent. */
      backedUpAt: Type.Optional(EpochMs),
    },
    { additionalProperties: false },
  ),
  responses: {
    200: Type.Object({ deviceId: Type.String(), backedUpAt: EpochMs, items: Type.Integer({ minimum: 0 }) }),
    /** 40000001 invalid; 40000008 a file named was never uploaded. */
    400: ErrorBody,
    401: ErrorBody,
    /** 40300301: the run would take the account past its storage limit (what it replaces counts as freed). */
    403: ErrorBody,
  },
});

/** The image types a device uploads to Gallery, as the body's content type. */
export const DEVICE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heif', 'image/gif', 'image/tiff'] as const;

/** The largest photo a device uploads in one call. */
export const DEVICE_PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/**
 * One Gallery photo: the body is the image file itself, its content type one of
 * DEVICE_PHOTO_TYPES. Its taken date is the file's EXIF DateTimeOriginal; `takenAt` is the
 * device's own word for a file without one (the upload time when absent too). A file the
 * account has already is answered as the photo it is, in the trash too (device-photos.ts).
 */
export const uploadDevicePhoto = defineEndpoint({
  ...endpointRoutes.uploadDevicePhoto,
  summary: 'Upload one Gallery photo; the body is the image file (device credential)',
  tags: ['device-api'],
  headers: DeviceAuthorizationHeaders,
  querystring: Type.Object({ takenAt: Type.Optional(EpochMs) }, { additionalProperties: false }),
  responses: {
    200: DevicePhoto,
    400: ErrorBody,
    401: ErrorBody,
    /** 40300301: the photo would take the account past its storage limit. */
    403: ErrorBody,
    413: ErrorBody,
    415: ErrorBody,
  },
});
