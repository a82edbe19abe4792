import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { DEVICE_ID_MAX_AGE_MS, generateDeviceId, isValidDeviceId } from '@cloud-portal/domain/device-id';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser's device id of spec §5 (32 random alphanumerics, 730 days): the key web
 * sign-in verification is kept under. The server sets it, HttpOnly, so page scripts never
 * see it; the database keeps only its SHA-256.
 */
export const BROWSER_ID_COOKIE = 'portal_device_id';

/**
 * The API reads it, and so does sign-in (`/auth`): a browser whose session the owner ended
 * must enter its password at its next sign-in. SameSite=Lax and the client header guard keep
 * other sites from using it.
 */
function browserIdCookieOptions(secure: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: DEVICE_ID_MAX_AGE_MS / 1000 };
}

/** This browser's id, or null when it has none (or a malformed one, which is never trusted). */
export function readBrowserId(request: FastifyRequest): string | null {
  const value = request.cookies[BROWSER_ID_COOKIE];
  return isValidDeviceId(value) ? value : null;
}

/** This browser's id, giving it one (and setting the cookie) when it has none. */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply, cookieSecure: boolean): string {
  const existing = readBrowserId(request);
  if (existing) return existing;
  const browserId = generateDeviceId((length) => randomBytes(length));
  reply.setCookie(BROWSER_ID_COOKIE, browserId, browserIdCookieOptions(cookieSecure));
  return browserId;
}

/**
 * Sets the cookie again, same id, at today's path: a cookie set before sign-in read it was
 * scoped to `/api` and would never reach `/auth`. Called once per session (when the session
 * first learns its browser at an API call), not on every call.
 */
export function reissueBrowserId(reply: FastifyReply, browserId: string, cookieSecure: boolean): void {
  reply.setCookie(BROWSER_ID_COOKIE, browserId, browserIdCookieOptions(cookieSecure));
}
