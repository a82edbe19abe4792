import { Rcodes } from '@cloud-portal/contract/rcodes';
import {
  endBrowserSession,
  endOtherBrowserSessions,
  getBrowserSessions,
  getSecurityEvents,
  SECURITY_EVENTS_LIMIT,
  type BrowserSession,
  type SecurityEvent,
} from '@cloud-portal/contract/security';
import type { FastifyInstance } from 'fastify';
import type { LiveSession } from '../../auth/session-repository';
import { ApiError } from '../../http/api-error';
import { cloudAccountOf } from '../../http/cloud-account';
import { registerEndpoint } from '../../http/register-endpoint';
import type { PortalServices } from '../../portal-services';
import { verificationSettingsOf } from '../verification/verification-policy';
import { verificationStandingOf } from '../verification/verification-service';
import { httpPlaceLookup, noPlaceLookup } from './ip-place-lookup';
import { requestBrowser } from './request-browser';
import {
  listSecurityEvents,
  recordSecurityEvent,
  type SecurityEventRow,
} from './security-event-repository';
import { userAgentNames } from './user-agent-names';

/**
 * The security page's calls (#/security): the account's signed-in browsers, signing one or
 * all the others out, and the recent security events. Cloud calls like any other, so only a
 * verified browser of the account gets here: one that has not proved itself cannot end the
 * owner's sessions.
 */
export async function securityRoutes(
  app: FastifyInstance,
  deps: PortalServices,
): Promise<void> {
  const { db, sessions, config } = deps;
  const settings = verificationSettingsOf(config);
  const placeOf =
    config.ipPlaceLookupUrl === null ? noPlaceLookup : httpPlaceLookup(config.ipPlaceLookupUrl);

  async function wireSession(
    session: LiveSession,
    currentId: string,
    now: Date,
  ): Promise<BrowserSession> {
    return {
      sessionId: session.handle,
      ...userAgentNames(session.userAgent),
      ip: session.ip,
      place: session.ip === null ? null : await placeOf(session.ip),
      signedInAt: session.signedInAt.getTime(),
      lastActiveAt: session.lastSeenAt.getTime(),
      thisBrowser: session.id === currentId,
      verified: verificationStandingOf(settings, session.browserVerifiedAt, now) === 'verified',
    };
  }

  registerEndpoint(app, getBrowserSessions, async (request) => {
    const { accountId, session } = cloudAccountOf(request);
    const now = new Date();
    const live = await sessions.listLive(accountId, now);
    const wired = await Promise.all(live.map((each) => wireSession(each, session.id, now)));
    // This browser first; the rest stay most recently active first.
    return {
      sessions: [
        ...wired.filter((each) => each.thisBrowser),
        ...wired.filter((each) => !each.thisBrowser),
      ],
    };
  });

  registerEndpoint(app, endBrowserSession, async (request) => {
    const { accountId } = cloudAccountOf(request);
    const { sessionId } = request.params;
    if (!(await sessions.endByHandle(accountId, sessionId))) {
      throw new ApiError(Rcodes.NOT_FOUND, 'No such signed-in browser on this account.');
    }
    await recordSecurityEvent(db, {
      accountId,
      type: 'sessionsEnded',
      browser: requestBrowser(request),
      count: 1,
    });
    return { sessionId };
  });

  registerEndpoint(app, endOtherBrowserSessions, async (request) => {
    const { accountId, session } = cloudAccountOf(request);
    const ended = await sessions.endAllBut(accountId, session.id);
    if (ended > 0)
      await recordSecurityEvent(db, {
        accountId,
        type: 'sessionsEnded',
        browser: requestBrowser(request),
        count: ended,
      });
    return { ended };
  });

  registerEndpoint(app, getSecurityEvents, async (request) => {
    const { accountId } = cloudAccountOf(request);
    const rows = await listSecurityEvents(db, accountId, SECURITY_EVENTS_LIMIT);
    return { events: rows.map(wireEvent) };
  });
}

function wireEvent(row: SecurityEventRow): SecurityEvent {
  const { browserName, systemName } = userAgentNames(row.userAgent);
  return {
    eventId: row.id,
    // Written only by recordSecurityEvent, from the contract's own list.
    type: row.type as SecurityEvent['type'],
    occurredAt: row.occurredAt.getTime(),
    browserName,
    systemName,
    ip: row.ip,
    ...(row.subject !== null && { subject: row.subject as NonNullable<SecurityEvent['subject']> }),
    ...(row.count !== null && { count: row.count }),
  };
}
