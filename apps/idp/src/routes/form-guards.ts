// What stands in front of the provider's forms that act on a session. Every such post must
// come from one of our own pages (same-origin.ts); the profile page and the confirm-password
// gate also carry a CSRF token (@fastify/csrf-protection: a secret in an HttpOnly
// SameSite=Strict cookie, a token derived from it in a hidden field). The sign-in interaction's
// form is bound to the browser by oidc-provider's own interaction cookie and needs no token.
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';

import { field, formOf } from '../form-fields';
import type { IdpServices } from '../idp-services';
import { sendForbidden } from '../idp-services';
import { isSameOriginRequest } from '../same-origin';

export const CSRF_COOKIE = 'idp_csrf';
export const CSRF_FIELD = 'csrf';

/** Registers @fastify/csrf-protection: `reply.generateCsrf()` and `app.csrfProtection`. */
export async function registerCsrfProtection(app: FastifyInstance, services: IdpServices): Promise<void> {
  await app.register(fastifyCsrfProtection, {
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: services.secureCookies },
    getToken: (request) => field(formOf(request), CSRF_FIELD),
  });
}

/** Refuses (403 "This form has expired") a post the browser says came from another site. */
export function sameOriginOnly(services: IdpServices): preHandlerHookHandler {
  return (request, reply, done) => {
    if (isSameOriginRequest(request.headers, services.issuerOrigin)) done();
    else sendForbidden(services, reply);
  };
}

/** The guards of a form that acts on a session: our own page, and the CSRF token. */
export function sessionFormGuards(app: FastifyInstance, services: IdpServices): preHandlerHookHandler[] {
  return [sameOriginOnly(services), app.csrfProtection];
}
