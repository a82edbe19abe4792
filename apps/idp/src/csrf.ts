// CSRF defence for the provider's own POST forms (profile, confirm password): a double-submit
// token (random value in an HttpOnly SameSite=Strict cookie, repeated in a hidden field) plus a
// check that the browser says the request came from our own origin. The login form of the
// sign-in interaction is bound by oidc-provider's own interaction cookie, and gets the origin check.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { appendSetCookie, readCookie } from './http-io';

export const CSRF_COOKIE = 'idp_csrf';
export const CSRF_FIELD = 'csrf';

/** The token to put in the form; sets the cookie when the browser has none yet. */
export function ensureCsrfToken(
  req: IncomingMessage,
  res: ServerResponse,
  secure: boolean,
): string {
  const existing = readCookie(req, CSRF_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  const attributes = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  appendSetCookie(res, `${CSRF_COOKIE}=${token}; ${attributes}`);
  return token;
}

/**
 * False when the browser tells us the request is not from one of our own pages. Sec-Fetch-Site
 * decides when present (every current browser sends it). Without it, an Origin naming another
 * origin is refused; `Origin: null` is what browsers send for our own forms because our pages
 * use `Referrer-Policy: no-referrer`, so it passes, as do requests without Origin (scripts);
 * those rely on the CSRF token or on the interaction cookie.
 */
export function isSameOriginRequest(req: IncomingMessage, ownOrigin: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = req.headers.origin;
  return origin === undefined || origin === 'null' || origin === ownOrigin;
}

export function isValidCsrfSubmission(
  req: IncomingMessage,
  submitted: string | undefined,
  ownOrigin: string,
): boolean {
  if (!isSameOriginRequest(req, ownOrigin)) return false;
  const cookie = readCookie(req, CSRF_COOKIE);
  if (!cookie || !submitted) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
