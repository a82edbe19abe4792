import { getCurrentAnnouncements } from '@cloud-portal/contract/announcements';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { currentAnnouncements } from './announcement-repository';

/** The announcement bar's call (issue 18 part 5). */
export async function announcementRoutes(app: FastifyInstance, deps: PortalServices): Promise<void> {
  registerEndpoint(app, getCurrentAnnouncements, async (request) => ({
    announcements: await currentAnnouncements(deps.db, request.query.language, request.query.country, new Date()),
  }));
}
