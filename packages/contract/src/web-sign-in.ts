import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { EpochMs } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/** How the user confirms a web sign-in: a link in an e-mail, or approval on one of their devices. */
export const AuthFlow = Type.Union([Type.Literal('email'), Type.Literal('mobile')]);
export type AuthFlow = Type.Static<typeof AuthFlow>;

const AuthCode = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

export const WebTokenPending = Type.Object({
  authCode: AuthCode,
  status: Type.Literal('PENDING'),
  expiresAt: EpochMs,
});
export const WebTokenVerified = Type.Object({ status: Type.Literal('VERIFIED') });

/**
 * Starts web sign-in verification for this browser: 202 with an auth code to poll. 200 when
 * the browser is already verified (and not lapsed). 400 135601 for the e-mail flow without a
 * validated e-mail; 400 135607 when the account's policy asks for device approval instead;
 * 400 135602 when this browser asked on the same route moments ago and that request still
 * waits (it stays valid).
 */
export const startWebSignIn = defineEndpoint({
  ...endpointRoutes.startWebSignIn,
  summary: 'Start web sign-in verification of this browser',
  tags: ['verification'],
  querystring: Type.Object({ authFlow: AuthFlow }, { additionalProperties: false }),
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: WebTokenVerified, 202: WebTokenPending, ...SIGNED_IN_ERRORS },
});

/** Polls a verification: 200 once verified; 401 135001 while pending; 401 135002 unknown code; 400 135603 expired. */
export const pollWebSignIn = defineEndpoint({
  ...endpointRoutes.pollWebSignIn,
  summary: 'Poll the web sign-in verification',
  tags: ['verification'],
  querystring: Type.Object({ authCode: AuthCode }, { additionalProperties: false }),
  responses: { 200: WebTokenVerified, ...SIGNED_IN_ERRORS },
});

export const getWebSignInVerified = defineEndpoint({
  ...endpointRoutes.getWebSignInVerified,
  summary: 'Whether this browser passed web sign-in verification',
  tags: ['verification'],
  responses: { 200: Type.Object({ isVerified: Type.Boolean() }), ...SIGNED_IN_ERRORS },
});

/**
 * The signed URL of the confirmation e-mail. The e-mail links to
 * `/#/verification-processing?signed=<this path>`; the page POSTs here.
 */
export const confirmWebSignInByEmail = defineEndpoint({
  ...endpointRoutes.confirmWebSignInByEmail,
  summary: 'Confirm a web sign-in from the link in the confirmation e-mail',
  tags: ['verification'],
  params: Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,128}$' }) }),
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: WebTokenVerified, ...SIGNED_IN_ERRORS, 404: ErrorBody },
});
