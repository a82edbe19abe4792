import { DATA_VERSION_HEADER, waitForAccountChanges } from '@cloud-portal/contract/account-changes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveCloudAccount, type CloudAccount } from '../http/cloud-account';
import { sendKeptAnswer } from '../http/kept-answers';
import type { CloudApiDependencies } from './cloud-api-dependencies';
import { erasureRoutes } from './erasure/erasure-routes';
import { galleryRoutes } from './gallery/gallery-routes';
import { verificationRoutes } from './verification/verification-routes';
import { backupRoutes } from './backup/backup-routes';
import { productsRoutes } from './products/products-routes';
import { temporaryBackupRoutes } from './temporary-backup/temporary-backup-routes';
import { userStateRoutes } from './device-context/user-state-routes';
import { securityRoutes } from './security/security-routes';
import { changesRoutes } from './changes/changes-routes';
import { announcementRoutes } from './announcements/announcement-routes';
import { notificationRoutes } from './notifications/notification-routes';

/**
 * The cloud API of spec §7 under /api. Every route registered here runs only for a signed-in
 * account the cloud serves (see resolveCloudAccount); handlers read it with cloudAccountOf.
 * Each module adds its routes plugin below.
 */
export async function cloudApi(app: FastifyInstance, deps: CloudApiDependencies): Promise<void> {
  app.decorateRequest('cloudAccount', null);
  app.addHook('preHandler', async (request, reply) => {
    const account = await resolveCloudAccount(request, reply, {
      sessions: deps.sessions,
      cookieSecure: deps.config.cookieSecure,
      checks: deps.accessChecks,
      // Waiting for changes is the page's doing, not the user's: it must not keep an idle session alive.
      slide: request.routeOptions.url !== waitForAccountChanges.path,
    });
    (request as FastifyRequest & { cloudAccount: CloudAccount }).cloudAccount = account;
    // Read before the call reads its data: a page knows which changes it may not show yet.
    void reply.header(DATA_VERSION_HEADER, String(account.session.dataVersion));
    // A read whose data did not change since it was last answered is answered from memory.
    if (sendKeptAnswer(deps.answers, request, reply, account)) return reply;
  });
  // Module routes (one line each):
  for (const routes of [galleryRoutes, erasureRoutes]) await app.register(routes, deps);
  await app.register(verificationRoutes, deps);
  for (const routes of [backupRoutes, temporaryBackupRoutes, productsRoutes]) await app.register(routes, deps);
  await app.register(userStateRoutes, deps);
  await app.register(securityRoutes, deps);
  await app.register(changesRoutes, deps);
  for (const routes of [announcementRoutes, notificationRoutes]) await app.register(routes, deps);
}
