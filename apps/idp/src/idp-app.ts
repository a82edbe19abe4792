// The provider's HTTP layer on Fastify: its own pages (sign-in interaction, profile, confirm
// password, sign-out, support desk, static files), each a plugin of routes/, and oidc-provider
// for every other path. Registered in a fixed order: the security headers and the error pages
// every answer shares, cookies, then the pages (with form bodies and CSRF protection, in a
// scope of their own) and the oidc-provider hand-off (whose scope parses no body).
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from 'oidc-provider';

import { BadRequestError } from './form-fields';
import {
  sendBadRequest,
  sendForbidden,
  sendInteractionExpired,
  sendNotice,
} from './idp-services';
import type { IdpServices } from './idp-services';
import { confirmPasswordRoutes } from './routes/confirm-password-routes';
import { registerCsrfProtection } from './routes/form-guards';
import { interactionRoutes } from './routes/interaction-routes';
import { profileRoutes } from './routes/profile-routes';
import { providerRoutes } from './routes/provider-routes';
import { signoutRoutes } from './routes/signout-routes';
import { staticRoutes } from './routes/static-routes';
import { supportRoutes } from './routes/support-routes';
import { COMMON_SECURITY_HEADERS } from './security-headers';

/** The largest form the provider's pages take. */
const MAX_FORM_BYTES = 16 * 1024;

const CSRF_REFUSALS = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

function sendError(
  services: IdpServices,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | undefined {
  if (reply.sent) {
    services.log(`Sign-in provider: ${request.method} ${request.url} failed after responding: ${String(error)}`);
    request.raw.destroy();
    return undefined;
  }
  if (CSRF_REFUSALS.has(error.code)) return sendForbidden(services, reply);
  if (error instanceof errors.SessionNotFound) return sendInteractionExpired(services, reply);
  // Bodies that are no form, too large or malformed, repeated fields, bad addresses.
  if (error instanceof BadRequestError || (error.statusCode !== undefined && error.statusCode < 500)) {
    return sendBadRequest(services, reply);
  }
  services.log(`Sign-in provider: ${request.method} ${request.url} failed: ${error.stack ?? String(error)}`);
  return sendNotice(services, reply, 500, 'error.server.title', 'error.server.body');
}

export async function buildIdpApp(services: IdpServices): Promise<FastifyInstance> {
  const app = Fastify({
    // A HEAD is refused (405) on the pages, as any method they do not take.
    exposeHeadRoutes: false,
    // Requests on open connections are still answered while the provider closes (start-idp.ts).
    return503OnClosing: false,
    // A bad address (undecodable path or query) gets the 400 page.
    frameworkErrors: (error, request, reply) => {
      sendError(services, error, request, reply);
    },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(COMMON_SECURITY_HEADERS);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(services, error, request, reply));
  await app.register(fastifyCookie);

  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    await pages.register(fastifyFormbody, { bodyLimit: MAX_FORM_BYTES });
    await registerCsrfProtection(pages, services);
    for (const routes of [interactionRoutes, profileRoutes, confirmPasswordRoutes, signoutRoutes, supportRoutes, staticRoutes]) {
      await pages.register(routes, { services });
    }
  });
  await app.register(providerRoutes, { services });
  return app;
}
