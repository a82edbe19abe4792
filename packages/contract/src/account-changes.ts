import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { SIGNED_IN_ERRORS } from './error-body';
import { endpointRoutes } from './endpoint-routes';

/**
 * Every cloud API answer names the account's data counter its data was read under: a page
 * waits for changes from the oldest counter it shows, so a change between its loads and its
 * first wait is not missed.
 */
export const DATA_VERSION_HEADER = 'x-portal-data-version';

/** How long the server holds a wait for changes before answering "unchanged" (under proxies' usual 30 s idle limit). */
export const ACCOUNT_CHANGES_WAIT_MS = 25_000;

export const AccountChanges = Type.Object({
  /** The account's data counter now: send it back as `since` to wait for the next change. */
  version: Type.Integer({ minimum: 0 }),
  /** The data changed since `since` (false when the wait ran out, or without `since`). */
  changed: Type.Boolean(),
});
export type AccountChanges = Type.Static<typeof AccountChanges>;

/**
 * Waits until the account's cloud data changes (a device's upload, a deletion in another
 * browser, a job), at most ACCOUNT_CHANGES_WAIT_MS, so an open portal refetches what it shows
 * (issue 16 part 5). Without `since` it answers at once with the current counter. Waiting is
 * not activity: it does not keep the session from its idle expiry.
 */
export const waitForAccountChanges = defineEndpoint({
  ...endpointRoutes.waitForAccountChanges,
  summary: 'Wait for a change of the account’s cloud data (long poll)',
  tags: ['changes'],
  querystring: Type.Object({ since: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false }),
  responses: { 200: AccountChanges, ...SIGNED_IN_ERRORS },
});
