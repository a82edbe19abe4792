import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE } from '@cloud-portal/contract/api-base';

/**
 * The headers of an API answer (JSON, pictures, file bytes), which a browser never renders
 * as a page: nothing may load or run from it, no page may frame it, its type is what it
 * says, and no other site may embed it (OWASP's REST security headers). Helmet's document
 * headers (the page's CSP, the legacy X-headers) add about 900 bytes to every answer; the
 * dashboard makes 13 such calls at a time.
 */
export function apiSecurityHeaders(hsts: string | null): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    ...(hsts === null ? {} : { 'strict-transport-security': hsts }),
  };
}

const API_PATH = `${API_BASE}/`;

/**
 * Helmet's security headers (CSP, HSTS, frame and sniffing rules…) on every page and
 * answer outside the API; the API's own short set on its answers. The middleware is built
 * once: @fastify/helmet rebuilt `helmet(options)` for every request, which parsed and
 * validated the CSP each time (about 2.5 % of the server's CPU under load).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const setHeaders = helmet(options);
  const hsts = options.hsts === false || options.hsts === undefined ? null : hstsValue(options.hsts);
  const apiHeaders = apiSecurityHeaders(hsts);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith(API_PATH)) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    // Helmet 8 throws its errors; the callback's argument is typed loosely for compatibility.
    setHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error === undefined || error instanceof Error ? error : new Error(String(error)));
    });
  });
}

/** The Strict-Transport-Security value helmet writes for these options. */
function hstsValue(options: Exclude<HelmetOptions['hsts'], false | undefined>): string {
  const settings = options === true ? {} : options;
  const maxAge = settings.maxAge ?? 31_536_000;
  return [`max-age=${maxAge}`, ...(settings.includeSubDomains === false ? [] : ['includeSubDomains']), ...(settings.preload ? ['preload'] : [])].join('; ');
}
