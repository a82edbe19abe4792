import { getAppUsage, getDeviceContexts, signOutDevice } from '@cloud-portal/contract/device-context';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { ApiError } from '../../http/api-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { DeviceCredentialRepository } from '../device-api/device-credential-repository';
import type { PortalServices } from '../../portal-services';
import { listDeviceContexts, readAppUsage } from './device-context-service';

export async function deviceContextRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getDeviceContexts, async (request) =>
    listDeviceContexts(deps.db, cloudAccountOf(request).accountId, Date.now(), request.query),
  );

  registerEndpoint(app, getAppUsage, async (request) =>
    readAppUsage(deps.db, cloudAccountOf(request).accountId, request.body.deviceIds, Date.now()),
  );

  registerEndpoint(app, signOutDevice, async (request) => {
    const { id } = request.params;
    const revoked = await new DeviceCredentialRepository(deps.db).revoke(cloudAccountOf(request).accountId, id);
    if (!revoked) throw new ApiError(Rcodes.NOT_FOUND, 'This account has no such device signed in to the cloud.');
    return { id };
  });
}
