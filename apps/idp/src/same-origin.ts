// The check that a form post comes from one of the provider's own pages. It stands before every
// form the provider takes with a session: with the CSRF token (@fastify/csrf-protection) on the
// profile page and the confirm-password gate, alone on the sign-in interaction, whose login
// form is bound to the browser by oidc-provider's own interaction cookie.
import type { IncomingHttpHeaders } from 'node:http';

/**
 * False when the browser tells us the request is not from one of our own pages. Sec-Fetch-Site
 * decides when present (every current browser sends it). Without it, an Origin naming another
 * origin is refused; `Origin: null` is what browsers send for our own forms because our pages
 * use `Referrer-Policy: no-referrer`, so it passes, as do requests without Origin (scripts);
 * those rely on the CSRF token or on the interaction cookie.
 */
export function isSameOriginRequest(headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  const site = headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = headers.origin;
  return origin === undefined || origin === 'null' || origin === ownOrigin;
}
