import { DEVICE_ID_MAX_AGE_MS } from '@cloud-portal/domain/device-id';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { browserReauthentications } from '../db/schema';

/**
 * Browsers that must enter the password at their next sign-in, by the hash of their
 * device-id cookie. Written when the owner ends a browser's session: the provider's own
 * session (a cookie at the provider) would otherwise sign that browser straight back in.
 */
export class BrowserReauthenticationRepository {
  constructor(private readonly db: Db) {}

  /** Marks the browsers; a browser already marked keeps the later time. */
  async require(browserIdHashes: readonly string[], now = new Date()): Promise<void> {
    const unique = [...new Set(browserIdHashes)];
    if (unique.length === 0) return;
    await this.db
      .insert(browserReauthentications)
      .values(unique.map((browserIdHash) => ({ browserIdHash, requiredSince: now })))
      .onConflictDoUpdate({
        target: browserReauthentications.browserIdHash,
        set: {
          requiredSince: sql`greatest(${browserReauthentications.requiredSince}, excluded.required_since)`,
        },
      });
  }

  /** Since when the browser must re-authenticate; null when it need not. */
  async requiredSince(browserIdHash: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ requiredSince: browserReauthentications.requiredSince })
      .from(browserReauthentications)
      .where(eq(browserReauthentications.browserIdHash, browserIdHash));
    return row?.requiredSince ?? null;
  }

  /**
   * Clears the mark after a sign-in that authenticated after `satisfiedSince`; a mark set
   * again meanwhile (a later end) stays.
   */
  async clear(browserIdHash: string, satisfiedSince: Date): Promise<void> {
    await this.db
      .delete(browserReauthentications)
      .where(
        and(
          eq(browserReauthentications.browserIdHash, browserIdHash),
          lte(browserReauthentications.requiredSince, satisfiedSince),
        ),
      );
  }

  /** A mark older than the device-id cookie's lifetime names a cookie no browser still has. */
  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(browserReauthentications)
      .where(
        lt(browserReauthentications.requiredSince, new Date(now.getTime() - DEVICE_ID_MAX_AGE_MS)),
      )
      .returning({ browserIdHash: browserReauthentications.browserIdHash });
    return removed.length;
  }
}
