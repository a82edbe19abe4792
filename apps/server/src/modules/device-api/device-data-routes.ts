import { DEVICE_PHOTO_MAX_BYTES, DEVICE_PHOTO_TYPES, recordDeviceBackupRun, reportDeviceSyncedContents, uploadDevicePhoto } from '@cloud-portal/contract/device-data';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import {
  BACKUP_FILE_CONTENT_TYPE,
  DEVICE_BACKUP_FILE_MAX_BYTES,
  downloadDeviceRestoreFile,
  getDeviceBackupFileUpload,
  listDeviceRestoreFiles,
  uploadDeviceBackupFile,
  uploadDeviceBackupFilePart,
} from '@cloud-portal/contract/device-backup-files';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { assertBackupFilesUploaded, listRestoreFiles, readRestoreFile, storeBackupFile } from '../backup/backup-restore-service';
import { recordDeviceBackup } from '../backup/backup-service';
import { describeBackupFileUpload, storeBackupFilePart } from '../backup/backup-file-upload-service';
import { addDevicePhoto } from '../gallery/gallery-service';
import { reportSyncedContents } from '../sync/synced-content-service';
import { selectBackupUsage } from '../quota/backup-usage-repository';
import { assertStorageRoom } from '../quota/storage-quota-guard';
import { DeviceCredentialRepository, type CredentialedDevice } from './device-credential-repository';
import { servedDeviceOfRequest } from './device-of-request';

/** The bytes the device's backup holds now in the given categories. */
async function backedUpBytesOf(db: Db, device: CredentialedDevice, cids: ReadonlySet<string>): Promise<number> {
  const rows = await selectBackupUsage(db, device.accountId, { now: Date.now(), deviceRefs: [device.deviceRef] });
  return rows.filter((row) => cids.has(row.cid)).reduce((total, row) => total + row.usage, 0);
}

/**
 * What an enrolled device puts in the cloud (packages/contract device-data.ts) and takes back
 * (device-backup-files.ts): synced-content reports, backup files and runs, Gallery photos, and
 * restores, each for the credential's own account, whose cloud must serve it.
 * The services validate as they do for the demo seeder; an upload that would take the account
 * past its storage limit is refused before anything is stored; a change moves the account's
 * data counter, so an open portal shows it at its next call.
 */
export async function deviceDataRoutes(app: FastifyInstance, options: Pick<PortalServices, 'db' | 'blobs'>): Promise<void> {
  const credentials = new DeviceCredentialRepository(options.db);
  // Photos arrive as the image file itself, not as JSON (this plugin's routes only).
  app.addContentTypeParser([...DEVICE_PHOTO_TYPES], { parseAs: 'buffer', bodyLimit: DEVICE_PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body));
  // Backup files arrive as their bytes, whatever they hold (encrypted ones are stored as sent).
  app.addContentTypeParser(BACKUP_FILE_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: DEVICE_BACKUP_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));

  registerEndpoint(app, reportDeviceSyncedContents, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const items = request.body.items.map((item) => ({
      ...item,
      lastModifiedTime: item.lastModifiedTime === undefined ? null : new Date(item.lastModifiedTime),
    }));
    await reportSyncedContents(options.db, device.accountId, device.deviceId, items);
    return { deviceId: device.deviceId, reported: items.length };
  });

  registerEndpoint(app, recordDeviceBackupRun, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const backedUpAt = new Date(request.body.backedUpAt ?? Date.now());
    const items = request.body.items.map((item) => ({ ...item, encrypted: item.encrypted ?? false }));
    // Every file named must be in the store before the run commits: a backup never lists bytes it lacks.
    await assertBackupFilesUploaded(options.db, options.blobs, device.accountId, items.flatMap((item) => item.files ?? []));
    // The run replaces the categories it names: their bytes now are freed by it.
    const replaced = await backedUpBytesOf(options.db, device, new Set(items.map((item) => item.cid)));
    await assertStorageRoom(options.db, device.accountId, { addingBytes: items.reduce((total, item) => total + item.usage, 0), replacingBytes: replaced });
    await recordDeviceBackup(options.db, device.accountId, device.deviceId, items, backedUpAt);
    return { deviceId: device.deviceId, backedUpAt: backedUpAt.getTime(), items: items.length };
  });

  registerEndpoint(app, uploadDeviceBackupFile, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const bytes: unknown = request.body;
    if (!Buffer.isBuffer(bytes)) throw new ApiError(Rcodes.INVALID_REQUEST, `Send the file's bytes as the body, with Content-Type ${BACKUP_FILE_CONTENT_TYPE}.`);
    return storeBackupFile(options.db, options.blobs, device.accountId, request.params.contentHash, bytes, {
      beforeStoring: () => assertStorageRoom(options.db, device.accountId, { addingBytes: bytes.length, replacingBytes: 0 }),
    });
  });

  registerEndpoint(app, uploadDeviceBackupFilePart, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const bytes: unknown = request.body;
    if (!Buffer.isBuffer(bytes)) throw new ApiError(Rcodes.INVALID_REQUEST, `Send the part's bytes as the body, with Content-Type ${BACKUP_FILE_CONTENT_TYPE}.`);
    const { contentHash, offset } = request.params;
    return storeBackupFilePart(options.db, options.blobs, device.accountId, { contentHash, offset, size: request.query.size, bytes }, {
      beforeStoring: (size) => assertStorageRoom(options.db, device.accountId, { addingBytes: size, replacingBytes: 0 }),
    });
  });

  registerEndpoint(app, getDeviceBackupFileUpload, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    return describeBackupFileUpload(options.db, device.accountId, request.params.contentHash);
  });

  registerEndpoint(app, listDeviceRestoreFiles, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const { tdid, cursor, limit } = request.query;
    const page = { ...(cursor !== undefined && { cursor }), ...(limit !== undefined && { limit }) };
    return listRestoreFiles(options.db, device.accountId, tdid ?? device.deviceId, page, Date.now());
  });

  registerEndpoint(app, downloadDeviceRestoreFile, async (request, reply) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const bytes = await readRestoreFile(options.db, options.blobs, device.accountId, request.params.contentHash);
    // The contract's 200 is binary (Uint8Array): Fastify sends a Buffer as it is, unserialised.
    return reply.type(BACKUP_FILE_CONTENT_TYPE).send(bytes);
  });

  registerEndpoint(app, uploadDevicePhoto, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const bytes: unknown = request.body;
    if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
      throw new ApiError(Rcodes.INVALID_REQUEST, `Send the photo file as the body, with its type as Content-Type (${DEVICE_PHOTO_TYPES.join(', ')}).`);
    }
    // The same file again takes no room: it is the photo the account has, and is answered as such.
    return addDevicePhoto(options.db, options.blobs, device.accountId, bytes, {
      ...(request.query.takenAt !== undefined && { sentTakenAt: new Date(request.query.takenAt) }),
      beforeStoring: () => assertStorageRoom(options.db, device.accountId, { addingBytes: bytes.length, replacingBytes: 0 }),
    });
  });
}
