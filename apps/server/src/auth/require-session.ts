import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { SESSION_COOKIE, sessionCookieOptions } from './auth-cookies';
import type { ActiveSession, SessionRepository } from './session-repository';

/**
 * The session of this request, or a 401 SESSION_REQUIRED (the web's global handler then
 * clears its state and shows the login page). A cookie naming no live session is removed.
 */
export async function requireSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionRepository,
  cookieSecure: boolean,
): Promise<ActiveSession> {
  const token = request.cookies[SESSION_COOKIE];
  const session = token ? await sessions.findAndTouch(token) : null;
  if (!session) {
    if (token) reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(cookieSecure));
    throw new ApiError(Rcodes.SESSION_REQUIRED, 'Sign in to continue.');
  }
  return session;
}
