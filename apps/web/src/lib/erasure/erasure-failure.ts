import type { Rcodes } from '@cloud-portal/contract/rcodes';
import type { CloudCallError } from '../api/cloud-api';

type RcodeOf<K extends keyof typeof Rcodes> = (typeof Rcodes)[K]['rcode'];

// The numbers of spec §8 Erasure, checked against the catalogue (type-only: no runtime import).
const ERASURE_TRY_LATER = 49512 satisfies RcodeOf<'ERASURE_TRY_LATER'>;
const ERASURE_TOO_MANY_REQUESTS = 49209 satisfies RcodeOf<'ERASURE_TOO_MANY_REQUESTS'>;
const ACCOUNT_WITHDRAWN = 101901 satisfies RcodeOf<'ACCOUNT_WITHDRAWN'>;
const ACCOUNT_SUSPENDED = 101902 satisfies RcodeOf<'ACCOUNT_SUSPENDED'>;
const CONFIRM_TOKEN_REQUIRED = 40305001 satisfies RcodeOf<'CONFIRM_TOKEN_REQUIRED'>;

const TRY_LATER_RCODES: readonly number[] = [ERASURE_TRY_LATER, ERASURE_TOO_MANY_REQUESTS];
const CONTACT_SUPPORT_RCODES: readonly number[] = [ACCOUNT_WITHDRAWN, ACCOUNT_SUSPENDED];

/**
 * What a refused erasure request (`DELETE /lgi/eos/v1/data`) means for the user (spec §8
 * Erasure). Shared by every screen that sends one: data erasure and synced app deletion.
 */
export type ErasureFailure =
  /** 49512 / 49209: 'try again later, if the problem keeps happening contact customer service'. */
  | { kind: 'tryLater'; rcode: number }
  /** 101901 / 101902: 'contact customer service for help'. */
  | { kind: 'contactSupport'; rcode: number }
  /** The confirm token is missing or expired: ask for the password again. */
  | { kind: 'passwordRequired' }
  /** Anything else; its rcode when the answer had one. */
  | { kind: 'other'; rcode: number | null };

export function erasureFailureOf(error: unknown): ErasureFailure {
  const { status, rcode } = (typeof error === 'object' && error !== null ? error : {}) as Partial<CloudCallError>;
  if (typeof rcode !== 'number') return { kind: 'other', rcode: null };
  if (TRY_LATER_RCODES.includes(rcode)) return { kind: 'tryLater', rcode };
  if (CONTACT_SUPPORT_RCODES.includes(rcode)) return { kind: 'contactSupport', rcode };
  if (status === 403 && rcode === CONFIRM_TOKEN_REQUIRED) return { kind: 'passwordRequired' };
  return { kind: 'other', rcode };
}

/**
 * The refusals the erasure screens explain in their "couldn't delete your data" dialog (spec §8
 * Erasure). The global handler must leave them alone: it would send a 400 to #/error400 and
 * sign out on 101902 before the dialog could show.
 */
export function isShownByErasureDialog(error: unknown): boolean {
  const { kind } = erasureFailureOf(error);
  return kind === 'tryLater' || kind === 'contactSupport';
}
