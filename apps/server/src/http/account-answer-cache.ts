/** One answer kept: its body and headers as they were sent, and under which data counter and when it was made. */
export interface KeptAnswer {
  /** JSON as text, or bytes (a thumbnail). */
  body: string | Buffer;
  /** The headers that describe the body (content-type, etag, cache-control), sent again with it. */
  headers: Readonly<Record<string, string>>;
  /** The account's data counter (account_data_versions) read before the answer's data was. */
  dataVersion: number;
  keptAt: number;
}

export interface AnswerCacheLimits {
  /** All answers together, in characters of JSON or bytes (about the same: JSON here is mostly ASCII). */
  maxTotalChars: number;
  /** A larger answer is not kept: a few long lists would push out every account's dashboard. */
  maxAnswerChars: number;
  /**
   * How long an answer is served again at most, changes or not: some answers also depend on
   * the time (a temporary backup past its expiry leaves the list before a job deletes it).
   */
  maxAgeMs: number;
}

export const DEFAULT_ANSWER_CACHE_LIMITS: AnswerCacheLimits = {
  maxTotalChars: 16 * 1024 * 1024,
  maxAnswerChars: 256 * 1024,
  maxAgeMs: 5_000,
};

/**
 * The cloud API's recent answers per account and call, least recently used dropped first.
 * An answer is served again only while the account's data counter is the one it was made
 * under: the database moves the counter on with every change, made on any node or by any
 * job, and every call reads it with its session (one query), so a change is seen at the next
 * call. Nothing here is shared between nodes, and nothing needs to be.
 */
export class AccountAnswerCache {
  /** In use order: Map iterates in insertion order, so the first entry is the least recent. */
  private readonly answers = new Map<string, KeptAnswer>();
  private totalChars = 0;

  constructor(private readonly limits: AnswerCacheLimits = DEFAULT_ANSWER_CACHE_LIMITS) {}

  /** The answer kept for this account's call, if the account's data has not changed since and it is fresh. */
  find(accountId: string, call: string, dataVersion: number, now: number): KeptAnswer | undefined {
    const key = keyOf(accountId, call);
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    const age = now - kept.keptAt;
    if (kept.dataVersion !== dataVersion || age >= this.limits.maxAgeMs || age < 0) {
      // A call that read an older counter than the answer's does not make it stale.
      if (kept.dataVersion <= dataVersion) this.drop(key, kept);
      return undefined;
    }
    this.answers.delete(key);
    this.answers.set(key, kept);
    return kept;
  }

  /** Keeps an answer, unless it is too large; an answer made under an older counter does not replace a newer one. */
  keep(accountId: string, call: string, answer: KeptAnswer): void {
    if (answer.body.length > this.limits.maxAnswerChars) return;
    const key = keyOf(accountId, call);
    const previous = this.answers.get(key);
    if (previous) {
      if (previous.dataVersion > answer.dataVersion) return;
      this.drop(key, previous);
    }
    this.answers.set(key, answer);
    this.totalChars += answer.body.length;
    for (const [oldestKey, oldest] of this.answers) {
      if (this.totalChars <= this.limits.maxTotalChars) break;
      this.drop(oldestKey, oldest);
    }
  }

  /** How many answers are kept (tests, metrics). */
  get size(): number {
    return this.answers.size;
  }

  private drop(key: string, answer: KeptAnswer): void {
    this.answers.delete(key);
    this.totalChars -= answer.body.length;
  }
}

function keyOf(accountId: string, call: string): string {
  return `${accountId} ${call}`;
}
