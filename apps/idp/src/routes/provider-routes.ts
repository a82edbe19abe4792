// Everything the provider's own pages do not answer goes to oidc-provider's Koa app
// (discovery, jwks, authorization, token, userinfo, end-session, device flow…), mounted at the
// root as before: a catch-all route hands it the raw request and response. Its scope parses no
// body, so oidc-provider reads the request stream itself.
import type { FastifyInstance } from 'fastify';

import type { IdpServices } from '../idp-services';
import { contentSecurityPolicy } from '../security-headers';

export async function providerRoutes(app: FastifyInstance, { services }: { services: IdpServices }): Promise<void> {
  const callback = services.provider.callback();
  const providerCsp = contentSecurityPolicy(services.clients.allOrigins(), true);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    reply.hijack();
    // The headers set so far (onRequest's security headers) go with oidc-provider's answer.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('Content-Security-Policy', providerCsp);
    await callback(request.raw, reply.raw);
  });
}
