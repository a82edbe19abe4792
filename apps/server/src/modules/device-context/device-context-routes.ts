import { getAppUsage, getDeviceContexts } from '@cloud-portal/contract/device-context';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { CloudApiDependencies } from '../cloud-api-dependencies';
import { listDeviceContexts, readAppUsage } from './device-context-service';

export async function deviceContextRoutes(app: FastifyInstance, deps: CloudApiDependencies): Promise<void> {
  registerEndpoint(app, getDeviceContexts, async (request) =>
    listDeviceContexts(deps.db, cloudAccountOf(request).accountId, Date.now(), request.query),
  );

  registerEndpoint(app, getAppUsage, async (request) =>
    readAppUsage(deps.db, cloudAccountOf(request).accountId, request.body.deviceIds, Date.now()),
  );
}
