import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/*
 * The security page (#/security, issue 15 part 3): the account's signed-in browsers, ending
 * them, and its recent security events. Behind the session and web sign-in verification like
 * every cloud call: a browser that has not proved itself must not end the owner's sessions.
 */

/** The id the security page names a session by (not the hash of its cookie). */
export const SessionHandle = Type.String({
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  description: 'Session id on the security page',
});

/** Names as the user agent gives them; null when it names none the parser knows. */
const Name = Type.Union([Type.String({ maxLength: 100 }), Type.Null()]);

export const BrowserSession = Type.Object({
  sessionId: SessionHandle,
  /** e.g. Chrome, Firefox (parsed from the User-Agent at sign-in). */
  browserName: Name,
  /** Major version, e.g. 131. */
  browserVersion: Name,
  /** e.g. Windows, macOS, Android. */
  systemName: Name,
  systemVersion: Name,
  /** The address it signed in from; null when unknown. */
  ip: Type.Union([Type.String(), Type.Null()]),
  /** Approximate place of that address, only when the operator configured a lookup. */
  place: Type.Union([Type.String(), Type.Null()]),
  signedInAt: EpochMs,
  lastActiveAt: EpochMs,
  /** The browser making this call. */
  thisBrowser: Type.Boolean(),
  /** The browser passed web sign-in verification (and it has not lapsed). */
  verified: Type.Boolean(),
});
export type BrowserSession = Type.Static<typeof BrowserSession>;

export const BrowserSessionsResponse = Type.Object({ sessions: Type.Array(BrowserSession) });
export type BrowserSessionsResponse = Type.Static<typeof BrowserSessionsResponse>;

/** Every browser signed in to the account: this one first, then the most recently active. */
export const getBrowserSessions = defineEndpoint({
  ...endpointRoutes.getBrowserSessions,
  summary: 'Browsers signed in to the account',
  tags: ['security'],
  responses: { 200: BrowserSessionsResponse, ...SIGNED_IN_ERRORS },
});

/**
 * Signs one browser out: its next call answers 403 101903, as after "sign out everywhere".
 * Another account's session, or one already ended, is not found (404 40400001).
 */
export const endBrowserSession = defineEndpoint({
  ...endpointRoutes.endBrowserSession,
  summary: 'Sign a browser out',
  tags: ['security'],
  params: Type.Object({ sessionId: SessionHandle }),
  responses: {
    200: Type.Object({ sessionId: SessionHandle }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
  },
});

/** Signs out every browser of the account but this one; answers how many were signed out. */
export const endOtherBrowserSessions = defineEndpoint({
  ...endpointRoutes.endOtherBrowserSessions,
  summary: 'Sign out everywhere else',
  tags: ['security'],
  body: Type.Object({}, { additionalProperties: false }),
  responses: {
    200: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
  },
});

export const SECURITY_EVENT_TYPES = [
  'signedIn',
  'signedOut',
  'sessionsEnded',
  'verificationFailed',
  'passwordConfirmed',
  'dataDeleted',
  'erasureRequested',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** What a `dataDeleted` event deleted. */
export const DELETED_DATA_KINDS = ['deviceBackup', 'backupContent', 'temporaryBackup'] as const;
export type DeletedDataKind = (typeof DELETED_DATA_KINDS)[number];

/** Why a `verificationFailed` event failed. */
export const FAILED_VERIFICATION_KINDS = ['emailLinkExpired', 'passwordOfAnotherAccount'] as const;
export type FailedVerificationKind = (typeof FAILED_VERIFICATION_KINDS)[number];

export const SecurityEvent = Type.Object({
  eventId: Type.String(),
  type: Type.Enum(SECURITY_EVENT_TYPES),
  occurredAt: EpochMs,
  /** The browser that did it, when a browser did (parsed like a session's). */
  browserName: Name,
  systemName: Name,
  ip: Type.Union([Type.String(), Type.Null()]),
  /** dataDeleted: what; verificationFailed: why. */
  subject: Type.Optional(Type.Enum([...DELETED_DATA_KINDS, ...FAILED_VERIFICATION_KINDS])),
  /** sessionsEnded: how many browsers were signed out. */
  count: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SecurityEvent = Type.Static<typeof SecurityEvent>;

/** How many events the page is sent at most (newest first); 90 days are kept. */
export const SECURITY_EVENTS_LIMIT = 200;

export const getSecurityEvents = defineEndpoint({
  ...endpointRoutes.getSecurityEvents,
  summary: 'Recent security events of the account, newest first',
  tags: ['security'],
  responses: {
    200: Type.Object({ events: Type.Array(SecurityEvent) }),
    400: ErrorBody,
    401: ErrorBody,
    403: ErrorBody,
  },
});
