import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody } from './error-body';
import { endpointRoutes } from './endpoint-routes';

/** A navigation the web performs by submitting a hidden GET form (spec §2, §7). */
export const FormNavigation = Type.Object({
  action: Type.String({ description: 'Absolute URL the form is submitted to' }),
  fields: Type.Record(Type.String(), Type.String(), { description: 'Hidden fields of the form' }),
});
export type FormNavigation = Type.Static<typeof FormNavigation>;

/** A hash route of the portal, e.g. `/` or `/backup/detail`. */
const ReturnTo = Type.String({ pattern: '^/[A-Za-z0-9/_\\-]*$', maxLength: 200 });

export const StartSignInBody = Type.Object(
  {
    returnTo: ReturnTo,
    locale: Type.String({ pattern: '^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$', maxLength: 35 }),
    countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
    /** The page the provider's Back link returns to (spec: goBackURL). */
    goBackRoute: ReturnTo,
  },
  { additionalProperties: false },
);
export type StartSignInBody = Type.Static<typeof StartSignInBody>;

/**
 * Prepares sign-in: the server makes state, nonce and the PKCE verifier, keeps them bound
 * to this browser, and answers the GET form for the provider's authorization endpoint.
 */
export const startSignIn = defineEndpoint({
  ...endpointRoutes.startSignIn,
  summary: 'Prepare the sign-in form for the provider authorization endpoint',
  tags: ['auth'],
  body: StartSignInBody,
  responses: { 200: FormNavigation, 400: ErrorBody, 502: ErrorBody },
});

/**
 * The same preparation as a browser navigation: the sign-in page's form, submitted before the
 * app has started (or without JavaScript), reaches the provider all the same. Answers a
 * redirect to the provider's authorization endpoint with the form's fields in its query; when
 * the provider cannot be reached, a redirect to the 502 page.
 */
export const startSignInNavigation = defineEndpoint({
  ...endpointRoutes.startSignInNavigation,
  summary: 'Start sign-in by navigation: redirect to the provider authorization endpoint',
  tags: ['auth'],
  querystring: StartSignInBody,
  responses: { 302: Type.Null(), 400: ErrorBody },
});

/**
 * Query of the redirect URI the provider sends the browser back to: after a sign-in (code),
 * or from the confirm-password gate (confirm_token), each with the state the portal made.
 */
export const SignInCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2048 })),
  state: Type.Optional(Type.String({ maxLength: 512 })),
  iss: Type.Optional(Type.String({ maxLength: 2048 })),
  error: Type.Optional(Type.String({ maxLength: 256 })),
  error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  confirm_token: Type.Optional(Type.String({ maxLength: 4096 })),
});

/** The token endpoint for access: the OpenID Connect redirect URI. Answers with a redirect. */
export const signInCallback = defineEndpoint({
  ...endpointRoutes.signInCallback,
  summary: 'Sign-in callback: exchange the code, start the session, return to the portal',
  tags: ['auth'],
  querystring: SignInCallbackQuery,
  responses: { 302: Type.Null() },
});

export const SignOutReason = Type.Union([Type.Literal('signOut'), Type.Literal('timeout')]);
export type SignOutReason = Type.Static<typeof SignOutReason>;

/** The token endpoint for expire: ends the server session and answers the provider sign-out form. */
export const endSession = defineEndpoint({
  ...endpointRoutes.endSession,
  summary: 'Sign out: end the session and get the provider sign-out navigation',
  tags: ['auth'],
  body: Type.Object({ reason: SignOutReason }, { additionalProperties: false }),
  responses: { 200: FormNavigation, 400: ErrorBody },
});
