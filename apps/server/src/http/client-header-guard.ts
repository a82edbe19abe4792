import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { signInCallback, startSignInNavigation } from '@cloud-portal/contract/sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Calls of the web app carry the client header (spec §7). Requiring it on every API and auth
 * call means a cross-site page cannot make them: it would need a CORS preflight, which this
 * server never grants. Two browser navigations are exempt: the sign-in callback, and the
 * start of sign-in by the sign-in page's form (which changes nothing a cross-site page could
 * use: the round trip it starts is bound to this browser, and only completes at the provider).
 */
export function registerClientHeaderGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = guardedPathOf(request);
    const guarded = path.startsWith('/api/') || path.startsWith('/auth/');
    const isNavigation = request.method === 'GET' && (path === signInCallback.path || path === startSignInNavigation.path);
    if (!guarded || isNavigation) return;
    if (request.headers[CLIENT_HEADER] !== CLIENT_HEADER_VALUE) {
      return reply
        .code(400)
        .send({ rcode: Rcodes.INVALID_REQUEST.rcode, rmsg: `Missing or wrong ${CLIENT_HEADER} header.` });
    }
  });
}

/**
 * The path the decision is made on: the pattern of the route the router matched, never the
 * raw URL. The router decodes `%61pi` to `api` before matching, so a raw-URL check could be
 * walked around by spelling the same route another way (issue 15). A request no route
 * matched goes to the not-found handler, which answers no data; its raw path still decides.
 */
function guardedPathOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? request.url.split('?')[0] ?? '';
}
