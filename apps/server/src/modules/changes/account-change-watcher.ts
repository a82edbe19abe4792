import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { accountDataVersions } from '../../db/schema';
import { outsideRequests } from '../../db/acting-account';

interface Waiter {
  accountId: string;
  since: number;
  resolve(version: number): void;
}

/** How often the node reads the counters of the accounts someone waits on. */
const DEFAULT_CHECK_EVERY_MS = 1_000;

/**
 * Waits for accounts' data counters (account_data_versions) to move. One query per node and
 * interval reads the counters of every account someone waits on, however many browsers wait:
 * the counter lives in the database, so a change made on any node or by any job is seen.
 */
export class AccountChangeWatcher {
  private readonly waiters = new Set<Waiter>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Db,
    private readonly checkEveryMs = DEFAULT_CHECK_EVERY_MS,
  ) {}

  /**
   * The account's counter once it differs from `since`, or `since` after `timeoutMs` or when
   * `signal` aborts (the browser went away) or the watcher closes.
   */
  wait(accountId: string, since: number, timeoutMs: number, signal?: AbortSignal): Promise<number> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        accountId,
        since,
        resolve: (version) => {
          clearTimeout(timeout);
          signal?.removeEventListener('abort', onAbort);
          this.waiters.delete(waiter);
          if (this.waiters.size === 0) this.stop();
          resolve(version);
        },
      };
      const onAbort = () => waiter.resolve(since);
      const timeout = setTimeout(() => waiter.resolve(since), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.add(waiter);
      // Checks for every waiting account, not as the request that started it (db/acting-account.ts).
      this.timer ??= outsideRequests(() => setInterval(() => void this.check(), this.checkEveryMs));
    });
  }

  /** Answers every wait at once with what it had (at shutdown: no request is left hanging). */
  close(): void {
    for (const waiter of [...this.waiters]) waiter.resolve(waiter.since);
    this.stop();
  }

  private async check(): Promise<void> {
    if (this.checking || this.waiters.size === 0) return;
    this.checking = true;
    try {
      const accountIds = [...new Set([...this.waiters].map((waiter) => waiter.accountId))];
      const rows = await this.db
        .select({ accountId: accountDataVersions.accountId, version: accountDataVersions.version })
        .from(accountDataVersions)
        .where(inArray(accountDataVersions.accountId, accountIds));
      const versions = new Map(rows.map((row) => [row.accountId, row.version]));
      for (const waiter of [...this.waiters]) {
        const version = versions.get(waiter.accountId) ?? 0;
        if (version !== waiter.since) waiter.resolve(version);
      }
    } catch {
      // The database did not answer this time: the next interval asks again.
    } finally {
      this.checking = false;
    }
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
