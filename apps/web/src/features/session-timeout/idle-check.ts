/**
 * One look at the idle expiry (spec §4 Session time-out), without timers: the hook calls it
 * every second and on activity. Pure apart from the functions it is given, so tests drive it
 * with a fake clock.
 */
export interface IdleCheckInput {
  now: number;
  timeoutMs: number;
  warningMs: number;
  /** The stored expiry; null when none is stored (yet, or any more). */
  expiry: number | null;
  /** The keep-alive flag is set. */
  isHeldOpen: boolean;
}

export type IdleCheck =
  /** Plenty of time left; `extendTo` set when the expiry must be (re)written first. */
  | { phase: 'active'; extendTo: number | null }
  /** Within the warning window: ask the user to stay signed in. */
  | { phase: 'warning'; expiresAt: number }
  /** The time has passed and nothing keeps the session open: sign out. */
  | { phase: 'expired' };

export function checkIdle({ now, timeoutMs, warningMs, expiry, isHeldOpen }: IdleCheckInput): IdleCheck {
  if (expiry === null) return { phase: 'active', extendTo: now + timeoutMs };
  const left = expiry - now;
  if (left <= 0) {
    return isHeldOpen ? { phase: 'active', extendTo: now + timeoutMs } : { phase: 'expired' };
  }
  if (left <= warningMs) {
    return isHeldOpen ? { phase: 'active', extendTo: now + timeoutMs } : { phase: 'warning', expiresAt: expiry };
  }
  return { phase: 'active', extendTo: null };
}
