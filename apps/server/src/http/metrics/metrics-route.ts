import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { PortalEvents } from './portal-events';
import { createPortalMetrics, UNMATCHED_ROUTE } from './portal-metrics';

export const METRICS_PATH = '/metrics';

/**
 * Counts every answer and serves the figures at /metrics to whoever shows the operator's
 * token (`Authorization: Bearer <METRICS_TOKEN>`); without a token configured there is no
 * /metrics at all. Registered on the root instance, so the web app's files are counted too.
 * Answers the events the routes tell, counted.
 */
export function registerMetrics(app: FastifyInstance, database: DatabaseHandle, token: string): PortalEvents {
  const metrics = createPortalMetrics(database);
  app.addHook('onClose', async () => metrics.stop());
  const expected = Buffer.from(`Bearer ${token}`);

  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'The metrics need the operator’s token.' });
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
  return metrics.events;
}
