import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { FormNavigation } from './sign-in';
import { endpointRoutes } from './endpoint-routes';

/**
 * Destructive calls carry the confirm token (proof of a password re-entered in the last 4
 * minutes) and the deletion batch it is used in. Both are optional in the schema on purpose:
 * a missing token is a 403 CONFIRM_TOKEN_REQUIRED (the screen then asks for the password),
 * not a 400; a token without a batch is a 400 CONFIRM_BATCH_REQUIRED. A token serves the
 * calls of the first batch that presents it, and no other (403 CONFIRM_TOKEN_REQUIRED).
 */
export const ConfirmTokenHeaders = Type.Object({
  'x-sc-confirm-token': Type.Optional(Type.String({ maxLength: 4096 })),
  'x-portal-confirm-batch': Type.Optional(
    Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
  ),
});

export const StartPasswordConfirmationBody = Type.Object(
  { returnTo: Type.String({ pattern: '^/[A-Za-z0-9/_\\-]*$', maxLength: 200 }) },
  { additionalProperties: false },
);
export type StartPasswordConfirmationBody = Type.Static<typeof StartPasswordConfirmationBody>;

/**
 * The GET form to the provider's confirm-password gate (spec §7 "The password confirmation
 * form does a GET to a confirm-password gate"), or, for a provider without one, to its
 * authorization endpoint with prompt=login and max_age=0 (a forced re-authentication). Either
 * way the provider sends the browser back to the portal's redirect URI with the state the
 * portal made; the portal checks it (bound to this browser and this account's session) and
 * sends the browser on to `returnTo` with `confirm_token` in the query.
 */
export const startPasswordConfirmation = defineEndpoint({
  ...endpointRoutes.startPasswordConfirmation,
  summary: 'Prepare the confirm-password form (re-enter the password before deleting)',
  tags: ['auth'],
  body: StartPasswordConfirmationBody,
  responses: { 200: FormNavigation, ...SIGNED_IN_ERRORS, 502: ErrorBody },
});
