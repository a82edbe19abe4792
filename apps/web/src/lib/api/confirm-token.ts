import { CONFIRM_BATCH_HEADER, CONFIRM_TOKEN_HEADER } from '@cloud-portal/contract/client-headers';
import { confirmTokenCookieAction } from '@cloud-portal/domain/confirm-token-cookie';

/**
 * The confirm token (proof that the password was re-entered, spec §5) arrives in the URL
 * after the provider's confirm-password gate and is kept in a cookie for 4 minutes. Not
 * HttpOnly: the page itself sends it in the x-sc-confirm-token header of destructive calls.
 */
export const CONFIRM_TOKEN_COOKIE = 'cp_confirm_token';
const URL_PARAMETERS = ['confirm_token', 'state'] as const;

type BrowserWindow = Pick<Window, 'location' | 'history'> & { document: Pick<Document, 'cookie'> };

/** At start-up: store (or replace) the token the URL carries, then remove it from the address. */
export function captureConfirmToken(win: BrowserWindow = window): void {
  const params = new URLSearchParams(win.location.search);
  const urlToken = params.get('confirm_token');
  if (urlToken === null) return;
  const decision = confirmTokenCookieAction(urlToken, currentConfirmToken(win.document));
  if (decision.action !== 'leave') {
    const secure = win.location.protocol === 'https:' || win.location.hostname === 'localhost' ? '; secure' : '';
    win.document.cookie = `${CONFIRM_TOKEN_COOKIE}=${encodeURIComponent(decision.token)}; max-age=${Math.floor(decision.maxAgeMs / 1000)}; path=/; samesite=strict${secure}`;
  }
  for (const name of URL_PARAMETERS) params.delete(name);
  const query = params.toString();
  win.history.replaceState(win.history.state, '', `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`);
}

/** The stored confirm token, or null when none is held (the password must be confirmed first). */
export function currentConfirmToken(doc: Pick<Document, 'cookie'> = document): string | null {
  const entry = doc.cookie.split('; ').find((part) => part.startsWith(`${CONFIRM_TOKEN_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(CONFIRM_TOKEN_COOKIE.length + 1)) || null : null;
}

/**
 * The headers of a destructive call: the token and the deletion run it is used in (the
 * server accepts a token in one run only). Only the batch when no token is held (the server
 * then answers 40305001).
 */
export function confirmTokenHeaders(batchId: string, doc: Pick<Document, 'cookie'> = document): Record<string, string> {
  const token = currentConfirmToken(doc);
  return { ...(token && { [CONFIRM_TOKEN_HEADER]: token }), [CONFIRM_BATCH_HEADER]: batchId };
}

/** Drops the token: when the server refused it, and when a deletion run ended (it serves no other run). */
export function forgetConfirmToken(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${CONFIRM_TOKEN_COOKIE}=; max-age=0; path=/`;
}
