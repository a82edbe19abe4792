/**
 * Headers the web's request helper sends on every call (spec §7: no-cache, client
 * identification, JSON). The server refuses state-changing calls without the client
 * header: a cross-site page cannot add it without a CORS preflight, which the server
 * never grants, so this doubles as a CSRF guard beside SameSite=Lax cookies.
 */
export const CLIENT_HEADER = 'x-portal-client';
export const CLIENT_HEADER_VALUE = 'cloud-portal-web';

/** The confirm token (proof of a re-entered password) travels in this header. */
export const CONFIRM_TOKEN_HEADER = 'x-sc-confirm-token';

/**
 * Names one deletion run: every call of the run carries the same random id (a UUID), and the
 * server accepts a confirm token in the first batch that presents it only (issue 15 part 8).
 */
export const CONFIRM_BATCH_HEADER = 'x-portal-confirm-batch';
