// A simple per-login-id throttle against password guessing: after MAX_FAILURES wrong attempts
// within WINDOW_MS, further attempts for that login id are refused until the window ends.
// It counts any submitted login id, known or not, so the refusal reveals nothing about which
// accounts exist. In memory only: a restart clears it.
import { normalizeLoginId } from './account-store';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;
const MAX_TRACKED = 10_000;

interface Entry {
  failures: number;
  windowStart: number;
}

export class LoginThrottle {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  isBlocked(loginId: string): boolean {
    const entry = this.#current(normalizeLoginId(loginId));
    return entry !== undefined && entry.failures >= MAX_FAILURES;
  }

  recordFailure(loginId: string): void {
    const key = normalizeLoginId(loginId);
    const entry = this.#current(key);
    if (entry) {
      entry.failures += 1;
      return;
    }
    if (this.#entries.size >= MAX_TRACKED) this.#prune();
    this.#entries.set(key, { failures: 1, windowStart: this.#now() });
  }

  recordSuccess(loginId: string): void {
    this.#entries.delete(normalizeLoginId(loginId));
  }

  #current(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && this.#now() - entry.windowStart >= WINDOW_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #prune(): void {
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (now - entry.windowStart >= WINDOW_MS) this.#entries.delete(key);
    }
    // Still full of fresh entries: drop the oldest rather than grow without bound.
    while (this.#entries.size >= MAX_TRACKED) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }
}
