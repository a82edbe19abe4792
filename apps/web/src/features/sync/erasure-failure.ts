import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { CloudCallError } from '@/lib/cloud-api';

/** Rcodes of spec §8 'Feature errors' for erasure. */
const TRY_LATER_RCODES: readonly number[] = [
  Rcodes.ERASURE_TRY_LATER.rcode,
  Rcodes.ERASURE_TOO_MANY_REQUESTS.rcode,
];
const CONTACT_SUPPORT_RCODES: readonly number[] = [
  Rcodes.ACCOUNT_WITHDRAWN.rcode,
  Rcodes.ACCOUNT_SUSPENDED.rcode,
];

export type ErasureFailure =
  /** 49512 / 49209: 'try again later, if the problem keeps happening contact customer service'. */
  | { kind: 'tryLater'; rcode: number }
  /** 101901 / 101902: 'contact customer service for help'. */
  | { kind: 'contactSupport'; rcode: number }
  /** The confirm token is missing or expired: ask for the password again. */
  | { kind: 'passwordRequired' }
  | { kind: 'other' };

/** What a refused erasure request means for the user (spec §8 Erasure). */
export function erasureFailureOf(error: unknown): ErasureFailure {
  const { status, rcode } = (
    typeof error === 'object' && error !== null ? error : {}
  ) as Partial<CloudCallError>;
  if (typeof rcode !== 'number') return { kind: 'other' };
  if (TRY_LATER_RCODES.includes(rcode)) return { kind: 'tryLater', rcode };
  if (CONTACT_SUPPORT_RCODES.includes(rcode)) return { kind: 'contactSupport', rcode };
  if (status === 403 && rcode === Rcodes.CONFIRM_TOKEN_REQUIRED.rcode)
    return { kind: 'passwordRequired' };
  return { kind: 'other' };
}
