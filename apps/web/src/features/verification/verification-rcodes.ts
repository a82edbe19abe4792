import { Rcodes } from '@cloud-portal/contract/rcodes';
import { isApiError } from '@/lib/api/api-error';

/** The rcodes the web sign-in flow acts on (spec §8 "Verification rcodes"). */
export const VerificationRcodes = {
  /** Start by e-mail refused: no validated e-mail address (the e-mail route). */
  emailRoute: Rcodes.EMAIL_NOT_VALIDATED.rcode,
  /** Start by e-mail refused: approve on a phone or tablet instead (the mobile route). */
  mobileRoute: Rcodes.VERIFICATION_BY_DEVICE.rcode,
  /** Start refused: this browser asked on the same route moments ago and that request still waits. */
  askedTooSoon: Rcodes.VERIFICATION_PENDING.rcode,
  /** Poll: not confirmed yet. */
  pending: Rcodes.WEB_TOKEN_NOT_VERIFIED.rcode,
  /** Poll or e-mail link: the window has passed. */
  expired: Rcodes.VERIFICATION_EXPIRED.rcode,
  /** E-mail link: opened in another browser than the one that asked; nothing changed. */
  otherBrowser: Rcodes.VERIFICATION_OTHER_BROWSER.rcode,
} as const;

/** The rcode of a failed call, or null (no answer, no error body, not an ApiError). */
export function rcodeOf(error: unknown): number | null {
  return isApiError(error) ? error.rcode : null;
}

/** The call got no answer at all (offline, connection refused). */
export function isNoAnswer(error: unknown): boolean {
  return isApiError(error) && error.isNetworkFailure;
}
