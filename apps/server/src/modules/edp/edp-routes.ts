import { cancelEdpReset as cancelEdpResetEndpoint, getEdpUser, resetEdpUser } from '@cloud-portal/contract/edp';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { cancelEdpReset, readEdpUser, resetEdp } from './edp-service';

export async function edpRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getEdpUser, async (request) => readEdpUser(deps.db, cloudAccountOf(request).accountId));
  registerEndpoint(app, resetEdpUser, async (request) =>
    resetEdp(deps.db, cloudAccountOf(request).accountId, request.body.edpUserData.version, new Date()),
  );
  registerEndpoint(app, cancelEdpResetEndpoint, async (request) =>
    cancelEdpReset(deps.db, cloudAccountOf(request).accountId, new Date()),
  );
}
