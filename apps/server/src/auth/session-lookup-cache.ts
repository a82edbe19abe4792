export interface SessionLookupCacheLimits {
  /** Lookups kept at most, least recently used dropped first. */
  maxEntries: number;
  /**
   * How long a lookup is used at most, told of changes or not: a safety net for a notice the
   * database never sent, not the way changes are seen.
   */
  maxAgeMs: number;
}

export const DEFAULT_SESSION_LOOKUP_CACHE_LIMITS: SessionLookupCacheLimits = { maxEntries: 10_000, maxAgeMs: 30_000 };

interface Entry<Row> {
  accountId: string;
  row: Row;
  keptAt: number;
}

/** Where a lookup started, to tell whether a change came in while it ran (see `keep`). */
export interface LookupStart {
  readonly sequence: number;
}

/**
 * Recent session lookups (the session, its account, the browser's verification and the
 * account's data counter, as one query read them), so that a call of a signed-in user costs
 * no query while nothing they depend on changed. The cache is only as good as what it is told:
 * every change forgets its account (`forgetAccount`: at once for a request's own writes, from
 * the database's notices for the rest), a change whose accounts are not known forgets
 * everything (`forgetAll`), and while notices may be missed (`trust(false)`) nothing is kept
 * or used (auth/recent-session-lookups.ts).
 */
export class SessionLookupCache<Row> {
  /** In use order: Map iterates in insertion order, so the first entry is the least recent. */
  private readonly entries = new Map<string, Entry<Row>>();
  /** The keys kept for each account, so forgetting one account does not walk them all. */
  private readonly keysByAccount = new Map<string, Set<string>>();
  /** Counts forgettings, so a lookup that ran across one does not keep what it read. */
  private sequence = 0;
  /** The last forgetting of each account since the last `forgetAll`. */
  private readonly forgotten = new Map<string, number>();
  /** The last `forgetAll`: every account counts as forgotten then. */
  private forgottenAll = 0;
  private trusted = false;

  constructor(private readonly limits: SessionLookupCacheLimits = DEFAULT_SESSION_LOOKUP_CACHE_LIMITS) {}

  /** The lookup kept under `key`, unless it is older than the limit or the cache is not trusted. */
  find(key: string, now: number): Row | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.keptAt;
    if (age >= this.limits.maxAgeMs || age < 0) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.row;
  }

  /** Call before reading from the database; hand the answer to `keep`. */
  start(): LookupStart {
    return { sequence: this.sequence };
  }

  /**
   * Keeps what a lookup read, unless its account (or everything) was forgotten since the
   * lookup started: the read may be from before that change.
   */
  keep(key: string, accountId: string, row: Row, started: LookupStart, now: number): void {
    if (!this.trusted) return;
    if (this.forgottenAll > started.sequence || (this.forgotten.get(accountId) ?? 0) > started.sequence) return;
    this.remove(key);
    this.entries.set(key, { accountId, row, keptAt: now });
    let keys = this.keysByAccount.get(accountId);
    if (!keys) this.keysByAccount.set(accountId, (keys = new Set()));
    keys.add(key);
    for (const oldestKey of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries) break;
      this.remove(oldestKey);
    }
  }

  /** Something of this account changed (its sessions, its account row, its browsers or its data). */
  forgetAccount(accountId: string): void {
    this.sequence += 1;
    for (const key of this.keysByAccount.get(accountId) ?? []) this.entries.delete(key);
    this.keysByAccount.delete(accountId);
    this.forgotten.set(accountId, this.sequence);
    // Only lookups still running need the marks: past a bound, forgetting all is as good.
    if (this.forgotten.size > this.limits.maxEntries) this.forgetAll();
  }

  /** Anything may have changed (this node wrote, or notices were missed). */
  forgetAll(): void {
    this.sequence += 1;
    this.entries.clear();
    this.keysByAccount.clear();
    this.forgotten.clear();
    this.forgottenAll = this.sequence;
  }

  /**
   * Whether changes made elsewhere are being told: while they are not, nothing is kept or
   * used, and whatever was kept is forgotten when trust is given or taken.
   */
  trust(trusted: boolean): void {
    this.forgetAll();
    this.trusted = trusted;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByAccount.get(entry.accountId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByAccount.delete(entry.accountId);
  }

  /** How many lookups are kept (tests). */
  get size(): number {
    return this.entries.size;
  }
}
