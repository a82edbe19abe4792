import { approveWebSignInFromDevice, refreshDeviceCredential } from '@cloud-portal/contract/device-api';
import { enrolDevice, getDeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { PortalEvents } from '../../http/metrics/portal-events';
import type { BlobStore } from '../../storage/blob-store';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { approvePendingWebSignIn } from '../verification/verification-service';
import { DeviceCredentialRepository } from './device-credential-repository';
import { deviceDataRoutes } from './device-data-routes';
import { devicePhotoRoutes } from './device-photo-routes';
import { bearerToken, credentialRefused, deviceOfRequest } from './device-of-request';
import { deviceEnrolmentSettings, enrolDeviceWithIdToken, type DeviceEnrolmentDependencies } from './device-enrolment';

/**
 * Calls the account's own devices make (packages/contract device-api.ts), authenticated by a
 * device credential instead of a browser session: enrolling (which gives the credential, in
 * exchange for the owner's ID token from the device sign-in) and approving a waiting web sign-in.
 */
export async function deviceApiRoutes(app: FastifyInstance, options: { db: Db; blobs: BlobStore; enrolment: DeviceEnrolmentDependencies; events: PortalEvents }): Promise<void> {
  const credentials = new DeviceCredentialRepository(options.db);
  await app.register(deviceDataRoutes, { db: options.db, blobs: options.blobs });
  await app.register(devicePhotoRoutes, { db: options.db, blobs: options.blobs });

  registerEndpoint(app, getDeviceEnrolmentSettings, async () => deviceEnrolmentSettings(options.enrolment));
  registerEndpoint(app, enrolDevice, async (request) => enrolDeviceWithIdToken(options.enrolment, request.body.idToken, request.body.device));

  registerEndpoint(app, refreshDeviceCredential, async (request) => {
    const token = bearerToken(request.headers.authorization);
    const refreshed = token ? await credentials.refresh(token) : null;
    if (!refreshed) throw credentialRefused();
    return refreshed;
  });

  registerEndpoint(app, approveWebSignInFromDevice, async (request) => {
    const device = await deviceOfRequest(credentials, request.headers.authorization);
    const approved = await approvePendingWebSignIn(options.db, device.accountId, device.deviceId);
    if (!approved) {
      throw new ApiError(Rcodes.NOT_FOUND, 'No web sign-in of this account is waiting for a device (they expire after 5 minutes).');
    }
    options.events.verification('approved_by_device');
    return { deviceId: device.deviceId, requestCreatedAt: approved.requestCreatedAt.getTime() };
  });
}
