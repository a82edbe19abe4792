import { DATA_VERSION_HEADER, waitForAccountChanges } from '@cloud-portal/contract/account-changes';
import type { FastifyInstance } from 'fastify';
import type { PortalServices } from '../portal-services';
import { resolveCloudAccount } from './cloud-account';
import { sendKeptAnswer } from './kept-answers';

/**
 * The cloud API of spec §7: every route of this plugin's scope runs only for a signed-in
 * account the cloud serves (see resolveCloudAccount); handlers read it with cloudAccountOf.
 */
export function requireCloudAccount(app: FastifyInstance, services: Pick<PortalServices, 'sessions' | 'config' | 'accessChecks' | 'answers'>): void {
  app.decorateRequest('cloudAccount', null);
  app.addHook('preHandler', async (request, reply) => {
    const account = await resolveCloudAccount(request, reply, {
      sessions: services.sessions,
      cookieSecure: services.config.cookieSecure,
      checks: services.accessChecks,
      // Waiting for changes is the page's doing, not the user's: it must not keep an idle session alive.
      slide: request.routeOptions.url !== waitForAccountChanges.path,
    });
    request.cloudAccount = account;
    // Read before the call reads its data: a page knows which changes it may not show yet.
    void reply.header(DATA_VERSION_HEADER, String(account.session.dataVersion));
    // A read whose data did not change since it was last answered is answered from memory.
    if (sendKeptAnswer(services.answers, request, reply, account)) return reply;
  });
}
