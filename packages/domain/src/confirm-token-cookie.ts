import { CONFIRM_TOKEN_TTL_MS } from './constants';

/**
 * What to do with the confirm-token cookie when a page opens (spec §5). The token proves a
 * password was re-entered; the confirm-password gate sends the browser back with it as
 * ?confirm_token=… and the portal keeps it for at most 4 minutes.
 *
 * Our reading of "stored only when no token exists; otherwise a stale token is removed":
 * - a token in the URL and none stored: store it for 4 minutes;
 * - the same token in the URL and the cookie (a reload): leave it, so reloading never
 *   extends its life;
 * - a different token in the URL: the stored one is stale; replace it (remove, then store,
 *   so a token is again stored only where none exists);
 * - no token in the URL: leave the cookie; its own 4-minute max-age ends it, and the server
 *   checks the token's age anyway.
 */
export type ConfirmTokenCookieAction =
  | { action: 'store'; token: string; maxAgeMs: number }
  | { action: 'replace'; token: string; maxAgeMs: number }
  | { action: 'leave' };

export function confirmTokenCookieAction(
  urlToken: string | null | undefined,
  cookieToken: string | null | undefined,
): ConfirmTokenCookieAction {
  if (!urlToken) return { action: 'leave' };
  if (!cookieToken) return { action: 'store', token: urlToken, maxAgeMs: CONFIRM_TOKEN_TTL_MS };
  if (cookieToken === urlToken) return { action: 'leave' };
  return { action: 'replace', token: urlToken, maxAgeMs: CONFIRM_TOKEN_TTL_MS };
}
