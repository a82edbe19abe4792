import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { signInCallback, startSignInNavigation } from '@cloud-portal/contract/sign-in';
import type { FastifyInstance } from 'fastify';

/**
 * Calls of the web app carry the client header (spec §7). Requiring it on every API and auth
 * call means a cross-site page cannot make them: it would need a CORS preflight, which this
 * server never grants. Two browser navigations are exempt: the sign-in callback, and the
 * start of sign-in by the sign-in page's form (which changes nothing a cross-site page could
 * use: the round trip it starts is bound to this browser, and only completes at the provider).
 */
export function registerClientHeaderGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
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
