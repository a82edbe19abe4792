import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { readBrowserId, reissueBrowserId } from '../modules/verification/browser-id-cookie';
import { SESSION_COOKIE, sessionCookieOptions } from './auth-cookies';
import { hashToken } from './secret-token';
import type { ActiveSession, SessionRepository } from './session-repository';

/**
 * The session of this request, or why there is none (the web's global handler acts on each,
 * spec §8):
 * - ended by a sign-out: 400 19008; by "sign out everywhere": 403 101903 — the web signs
 *   out, and the cookie stays so that sign-out can name the session at the provider;
 * - signed in by another provider than the configured one: 400 49202, the session ended;
 * - none (no cookie, unknown, idle past its expiry): 401 40100001, the web shows the login.
 * A cookie naming no session any more is removed. The same query reads whether the account
 * verified this browser (its device-id cookie), for the web sign-in verification check.
 */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionRepository,
  cookieSecure: boolean,
  options: { slide?: boolean } = {},
): Promise<ActiveSession> {
  const token = request.cookies[SESSION_COOKIE];
  const browserId = readBrowserId(request);
  const found = token ? await sessions.lookUp(token, new Date(), browserId === null ? null : hashToken(browserId), options) : null;
  if (found?.status === 'live') {
    if (found.session.learntBrowser && browserId !== null) reissueBrowserId(reply, browserId, cookieSecure);
    return found.session;
  }
  if (found?.status === 'ended') {
    throw found.reason === 'revoked'
      ? new ApiError(Rcodes.SESSION_FORBIDDEN, 'This session was ended on every device. Sign in again.')
      : new ApiError(Rcodes.SESSION_REVOKED, 'This session was signed out. Sign in again.');
  }
  if (token) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecure));
  if (found?.status === 'other-provider') {
    throw new ApiError(Rcodes.ACCOUNT_TOKEN_REJECTED, 'The portal now signs in with another provider. Sign in again.');
  }
  throw new ApiError(Rcodes.SESSION_REQUIRED, 'Sign in to continue.');
}
