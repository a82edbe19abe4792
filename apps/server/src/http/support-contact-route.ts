import type { FastifyInstance } from 'fastify';
import type { PortalServices } from '../portal-services';

/** Where the web's contact-support form posts by default (apps/web/src/config/support.ts). */
export const SUPPORT_CONTACT_PATH = '/support/contact';

/**
 * The contact-support form (spec §2) posts to the portal's own address, which hands it on to
 * the provider's support endpoint with a 307, so the browser repeats the same POST there. The
 * web needs no provider address this way, and the footer's link works for visitors too.
 * The body is not read: the browser sends it again to the new address.
 */
export async function supportContactRoute(app: FastifyInstance, { config }: Pick<PortalServices, 'config'>): Promise<void> {
  // Scoped to this plugin: no other portal route accepts form bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(SUPPORT_CONTACT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').redirect(config.supportContactUrl, 307),
  );
}
