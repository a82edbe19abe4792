import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyInstance } from 'fastify';
import type { PortalServices } from '../portal-services';

/** /healthz: the process answers. /readyz: it can also reach its database. */
export async function healthRoutes(app: FastifyInstance, options: Pick<PortalServices, 'database'>): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await options.database.ping();
      return { status: 'ready', database: options.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      return reply
        .code(503)
        .send({ rcode: Rcodes.DATABASE_UNAVAILABLE.rcode, rmsg: 'The database cannot be reached.' });
    }
  });
}
