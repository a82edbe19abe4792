import { getBackupE2eeDevices, getDataE2eeDevices, getE2eeGroups, getE2eePolicies } from '@cloud-portal/contract/e2ee';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { listE2eeDevices, listE2eeGroups, listE2eePolicies } from './e2ee-service';

export async function e2eeRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getE2eeGroups, async (request) => ({
    e2eeGroups: await listE2eeGroups(deps.db, cloudAccountOf(request).accountId),
  }));
  registerEndpoint(app, getE2eePolicies, async (request) => ({
    policies: await listE2eePolicies(deps.db, cloudAccountOf(request).accountId),
  }));
  registerEndpoint(app, getBackupE2eeDevices, async (request) => ({
    devices: await listE2eeDevices(deps.db, cloudAccountOf(request).accountId, 'backup'),
  }));
  registerEndpoint(app, getDataE2eeDevices, async (request) => ({
    devices: await listE2eeDevices(deps.db, cloudAccountOf(request).accountId, 'data'),
  }));
}
