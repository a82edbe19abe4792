import { emptyDevicePhotoTrash, listDevicePhotos, restoreDevicePhoto, trashDevicePhoto } from '@cloud-portal/contract/device-photos';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { deleteQueuedBlobs } from '../blob-deletion/blob-deletion-runner';
import { emptyTrash, listDevicePhotos as listPhotos, restorePhoto, trashPhoto } from '../gallery/gallery-trash-service';
import { DeviceCredentialRepository } from './device-credential-repository';
import { servedDeviceOfRequest } from './device-of-request';

/**
 * The Gallery trash as the account's devices keep it (packages/contract device-photos.ts): the
 * photos with their trash state, trashing, restoring and emptying, each for the credential's
 * own account, whose cloud must serve it.
 */
export async function devicePhotoRoutes(app: FastifyInstance, options: Pick<PortalServices, 'db' | 'blobs'>): Promise<void> {
  const credentials = new DeviceCredentialRepository(options.db);

  registerEndpoint(app, listDevicePhotos, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    return listPhotos(options.db, device.accountId, request.query);
  });

  registerEndpoint(app, trashDevicePhoto, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    return trashPhoto(options.db, device.accountId, request.params.id, new Date());
  });

  registerEndpoint(app, restoreDevicePhoto, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    return restorePhoto(options.db, device.accountId, request.params.id);
  });

  registerEndpoint(app, emptyDevicePhotoTrash, async (request) => {
    const device = await servedDeviceOfRequest(credentials, request.headers.authorization);
    const now = new Date();
    const emptied = await options.db.transaction((tx) => emptyTrash(tx, device.accountId, now));
    // At once, so the storage is free when the call answers; what fails here the outbox retries.
    await deleteQueuedBlobs({ db: options.db, blobs: options.blobs, logger: request.log }, emptied.blobKeys).catch((error: unknown) =>
      request.log.warn({ err: error }, 'emptied trash photo files left to the blob deletion worker'),
    );
    return { deleted: emptied.deleted, freedBytes: emptied.freedBytes };
  });
}
