import { getIncompletedTasks, requestErasure as requestErasureEndpoint } from '@cloud-portal/contract/erasure';
import type { FastifyInstance } from 'fastify';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { requestBrowser } from '../security/request-browser';
import { changeRecorded } from '../security/security-event-repository';
import { incompletedTasks, requestErasure } from './erasure-service';

/** Erasure requests and their progress (spec §7 /lgi/eos/v1). The background worker carries them out. */
export async function erasureRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, requestErasureEndpoint, async (request, reply) => {
    const { accountId } = cloudAccountOf(request);
    // Destructive: the confirm token is checked before anything is read or changed.
    await deps.confirmTokens.requireValid(request, accountId);
    const event = { accountId, type: 'erasureRequested', browser: requestBrowser(request) } as const;
    const accepted = await changeRecorded(deps.db, event, (tx) => requestErasure(tx, accountId, request.body.extendedRequest));
    return reply.code(202).send(accepted);
  });

  registerEndpoint(app, getIncompletedTasks, async (request) => ({
    incompletedTasks: await incompletedTasks(deps.db, cloudAccountOf(request).accountId),
  }));
}
