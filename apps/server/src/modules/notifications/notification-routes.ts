import * as contract from '@cloud-portal/contract/notifications';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notification-repository';

/** The notification drawer's calls (issue 18 part 5). */
export async function notificationRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, contract.getNotifications, async (request) => listNotifications(deps.db, cloudAccountOf(request).accountId));

  registerEndpoint(app, contract.markNotificationRead, async (request) => {
    const { id } = request.params;
    if (!(await markNotificationRead(deps.db, cloudAccountOf(request).accountId, id, new Date()))) {
      throw new ApiError(Rcodes.NOT_FOUND, 'No such notification.');
    }
    return { id, read: true as const };
  });

  registerEndpoint(app, contract.markAllNotificationsRead, async (request) => {
    await markAllNotificationsRead(deps.db, cloudAccountOf(request).accountId, new Date());
    return { unreadCount: 0 as const };
  });
}
