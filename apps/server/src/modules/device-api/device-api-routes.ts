import { approveWebSignInFromDevice, refreshDeviceCredential } from '@cloud-portal/contract/device-api';
import { enrolDevice, getDeviceEnrolmentSettings } from '@cloud-portal/contract/device-enrolment';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { approvePendingWebSignIn } from '../verification/verification-service';
import { DeviceCredentialRepository } from './device-credential-repository';
import { bearerToken, credentialRefused, deviceOfRequest } from './device-of-request';
import { deviceEnrolmentSettings, enrolDeviceWithIdToken, type DeviceEnrolmentDependencies } from './device-enrolment';

/**
 * Calls the account's own devices make (packages/contract device-api.ts), authenticated by a
 * device credential instead of a browser session: enrolling (which gives the credential, in
 * exchange for the owner's ID token from the device sign-in) and approving a waiting web sign-in.
 */
export async function deviceApiRoutes(
  app: FastifyInstance,
  options: Pick<PortalServices, 'db' | 'gateway' | 'providerKeys' | 'config' | 'events'>,
): Promise<void> {
  const credentials = new DeviceCredentialRepository(options.db);
  const enrolment: DeviceEnrolmentDependencies = {
    db: options.db,
    gateway: options.gateway,
    keySource: options.providerKeys,
    deviceClientId: options.config.oidc.deviceClientId,
  };

  registerEndpoint(app, getDeviceEnrolmentSettings, async () => deviceEnrolmentSettings(enrolment));
  registerEndpoint(app, enrolDevice, async (request) => enrolDeviceWithIdToken(enrolment, request.body.idToken, request.body.device));

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
