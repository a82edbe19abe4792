import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { SESSION_MAX_AGE_MS } from '@cloud-portal/domain/constants';
import type { Db } from '../db/database';
import { accountDataVersions, accounts, sessions, verifiedBrowsers } from '../db/schema';
import type { Account } from './account-repository';
import { BrowserReauthenticationRepository } from './browser-reauthentication-repository';
import { hashToken, newSecretToken } from './secret-token';
import type { SessionLookupCache } from './session-lookup-cache';
import { actFor } from '../db/acting-account';

export interface ActiveSession {
  id: string;
  /** The id the security page names it by. */
  handle: string;
  account: Account;
  idToken: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
  /**
   * When the account verified the browser the session was looked up from (web sign-in
   * verification); null when it did not, or when no browser was named.
   */
  browserVerifiedAt: Date | null;
  /** This lookup told the session its browser for the first time (the device-id cookie was not seen at sign-in). */
  learntBrowser: boolean;
  /**
   * The account's data counter as this lookup read it (account_data_versions): an answer kept
   * in memory under the same counter is still the data's answer.
   */
  dataVersion: number;
}

/** The browser a session was signed in from, as the security page shows it. */
export interface SessionBrowser {
  userAgent?: string | null;
  ip?: string | null;
  /** SHA-256 of its device-id cookie, when it has one yet. */
  browserIdHash?: string | null;
}

/** A live session as the security page lists it. */
export interface LiveSession {
  id: string;
  handle: string;
  userAgent: string | null;
  ip: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  /** When the account verified the session's browser; null when it did not (or none is known). */
  browserVerifiedAt: Date | null;
}

/** What a sign-out ended: the ID token for the provider sign-out, and whether it was live until now. */
export interface SignedOut {
  idToken: string | null;
  accountId: string;
  endedNow: boolean;
}

/** Why a session was ended while its cookie may still be in use (sessions.end_reason). */
export type SessionEndReason = 'signed_out' | 'revoked';

/**
 * What a session cookie names: a live session; one a sign-out or "sign out everywhere"
 * ended; one another sign-in provider signed in (now ended); or nothing usable (unknown,
 * or idle past its expiry, ended or not).
 */
export type SessionLookup =
  | { status: 'live'; session: ActiveSession }
  | { status: 'ended'; reason: SessionEndReason }
  | { status: 'other-provider' }
  | { status: 'none' };

/** What the lookup every call makes reads: the session, its account, the browser's verification, the data counter. */
export interface SessionLookupRow {
  session: typeof sessions.$inferSelect;
  account: Account;
  browserVerifiedAt: Date | null;
  /** Null while the account's data never changed (no counter row yet). */
  dataVersion: number | null;
}

const NONE: SessionLookup = { status: 'none' };
const OTHER_PROVIDER: SessionLookup = { status: 'other-provider' };

/** Sliding moves are written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 30_000;

/** Server-side sessions: the cookie carries a random token, the table its hash. */
export class SessionRepository {
  /**
   * The lookup every call makes, built once: a prepared statement with placeholders, so no
   * request pays for building its SQL (query building was a quarter of the server's CPU).
   */
  private readonly lookUpQuery;

  /**
   * @param currentIssuer the provider the portal signs in with now: a session another
   *   provider signed in is ended when used. Null checks no provider (repositories that
   *   only create or revoke sessions: tests, scripts).
   * @param maxAgeMs the absolute lifetime: a session ends this long after sign-in however
   *   active it is (ASVS 7.3.2), so a stolen cookie cannot be kept alive for ever.
   * @param recentLookups live sessions' lookups kept in memory while nothing they read
   *   changed (the server's; none in tests and scripts that only create or revoke sessions).
   */
  constructor(
    private readonly db: Db,
    private readonly idleTimeoutMs: number,
    private readonly currentIssuer: string | null = null,
    private readonly maxAgeMs: number = SESSION_MAX_AGE_MS,
    private readonly recentLookups: SessionLookupCache<SessionLookupRow> | null = null,
  ) {
    this.lookUpQuery = db
      .select({ session: sessions, account: accounts, browserVerifiedAt: verifiedBrowsers.verifiedAt, dataVersion: accountDataVersions.version })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .leftJoin(accountDataVersions, eq(accountDataVersions.accountId, sessions.accountId))
      .leftJoin(
        verifiedBrowsers,
        and(eq(verifiedBrowsers.accountId, sessions.accountId), eq(verifiedBrowsers.browserIdHash, sql.placeholder('browserIdHash'))),
      )
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // Checked here as well as capped in expires_at: a lifetime the operator shortened
          // applies at once to sessions signed in before.
          gt(sessions.createdAt, sql.placeholder('signedInAfter')),
        ),
      )
      .prepare('session_look_up');
  }

  /** Starts a session and answers the token for the cookie. `issuer` is the provider that signed it in. */
  async create(accountId: string, idToken: string | null, issuer: string | null = null, now = new Date(), browser: SessionBrowser = {}): Promise<string> {
    const token = newSecretToken();
    await this.db.insert(sessions).values({
      id: hashToken(token),
      accountId,
      idToken,
      issuer,
      userAgent: browser.userAgent ?? null,
      ip: browser.ip ?? null,
      browserIdHash: browser.browserIdHash ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: this.expiryAfterUse(now, now),
    });
    return token;
  }

  /**
   * What a cookie token names (see SessionLookup). A live session is slid forward because
   * it is being used; one of another provider is deleted, since its ID token means nothing
   * to the provider the portal signs out with now. With `browserIdHash` the same query reads
   * whether the account verified that browser: every call's session, account status and
   * verification come from one indexed query.
   */
  async lookUp(token: string, now = new Date(), browserIdHash: string | null = null, options: { slide?: boolean } = {}): Promise<SessionLookup> {
    const id = hashToken(token);
    const row = await this.readLookUp(id, now, browserIdHash);
    if (!row) return NONE;
    const { session } = row;
    if (session.endedAt !== null) return { status: 'ended', reason: session.endReason === 'revoked' ? 'revoked' : 'signed_out' };
    if (this.isOtherProvider(session.issuer)) {
      await this.db.delete(sessions).where(eq(sessions.id, id));
      return OTHER_PROVIDER;
    }
    // What the request writes from here on (this slide among it) is this account's doing.
    actFor(session.accountId);
    let { expiresAt, lastSeenAt } = session;
    // The device-id cookie usually arrives after sign-in (on the verification screen): the
    // session learns its browser then, so the security page can tell whether it is verified.
    const learnsBrowser = browserIdHash !== null && browserIdHash !== session.browserIdHash;
    // A call that is not the user's doing (waiting for changes) does not slide the session.
    const slides = options.slide !== false && now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS;
    if (slides || learnsBrowser) {
      if (slides) {
        lastSeenAt = now;
        expiresAt = this.expiryAfterUse(session.createdAt, now);
      }
      // Not over an end that happened meanwhile: an ended session is never slid.
      await this.db
        .update(sessions)
        .set({ ...(slides && { lastSeenAt, expiresAt }), ...(learnsBrowser && { browserIdHash }) })
        .where(and(eq(sessions.id, id), isNull(sessions.endedAt)));
    }
    const browserVerifiedAt = browserIdHash === null ? null : row.browserVerifiedAt;
    return {
      status: 'live',
      session: {
        id,
        handle: session.handle,
        account: row.account,
        idToken: session.idToken,
        expiresAt,
        lastSeenAt,
        browserVerifiedAt,
        learntBrowser: learnsBrowser,
        // An account whose data never changed has no row yet.
        dataVersion: row.dataVersion ?? 0,
      },
    };
  }

  /**
   * The lookup's row: from memory when a live session's lookup is kept and still within its
   * idle and absolute lifetimes (the query's own conditions), from the database otherwise.
   */
  private async readLookUp(id: string, now: Date, browserIdHash: string | null): Promise<SessionLookupRow | undefined> {
    const key = `${id} ${browserIdHash ?? ''}`;
    const kept = this.recentLookups?.find(key, now.getTime());
    if (kept && kept.session.expiresAt > now && kept.session.createdAt.getTime() > now.getTime() - this.maxAgeMs) return kept;
    const started = this.recentLookups?.start();
    const [row] = await this.lookUpQuery.execute({
      id,
      now: now.toISOString(),
      signedInAfter: new Date(now.getTime() - this.maxAgeMs).toISOString(),
      browserIdHash: browserIdHash ?? '',
    });
    // Only live sessions of this provider are kept: the others answer by changing something.
    if (row && started && row.session.endedAt === null && !this.isOtherProvider(row.session.issuer)) {
      this.recentLookups?.keep(key, row.session.accountId, row, started, now.getTime());
    }
    return row;
  }

  /** The live session a cookie token names, slid forward because it is being used; null if none. */
  async findAndTouch(token: string, now = new Date()): Promise<ActiveSession | null> {
    const found = await this.lookUp(token, now);
    return found.status === 'live' ? found.session : null;
  }

  /**
   * Ends the session a token names by a sign-out. The row stays until it expires, so a call
   * still carrying the cookie learns why (19008); the first end stands (a revoked session
   * stays revoked). Answers its ID token for the provider sign-out, if the row exists (none
   * when another provider issued it).
   */
  async signOut(token: string, now = new Date()): Promise<SignedOut | null> {
    const id = hashToken(token);
    const signedIn = { idToken: sessions.idToken, issuer: sessions.issuer, accountId: sessions.accountId };
    const [ended] = await this.db
      .update(sessions)
      .set({ endedAt: now, endReason: 'signed_out' satisfies SessionEndReason })
      .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
      .returning(signedIn);
    const row = ended ?? (await this.db.select(signedIn).from(sessions).where(eq(sessions.id, id)))[0];
    if (!row) return null;
    return { idToken: this.isOtherProvider(row.issuer) ? null : row.idToken, accountId: row.accountId, endedNow: ended !== undefined };
  }

  /**
   * "Sign out everywhere": ends every live session of the account (calls then answer 101903)
   * and marks their browsers to enter the password at their next sign-in; answers how many.
   */
  async revokeAll(accountId: string, now = new Date()): Promise<number> {
    return this.revokeWhere(and(eq(sessions.accountId, accountId), isNull(sessions.endedAt), gt(sessions.expiresAt, now)), now);
  }

  /** The account's live sessions with their browsers, the most recently active first. */
  async listLive(accountId: string, now = new Date()): Promise<LiveSession[]> {
    const rows = await this.db
      .select({
        id: sessions.id,
        handle: sessions.handle,
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        signedInAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        browserVerifiedAt: verifiedBrowsers.verifiedAt,
      })
      .from(sessions)
      .leftJoin(verifiedBrowsers, and(eq(verifiedBrowsers.accountId, sessions.accountId), eq(verifiedBrowsers.browserIdHash, sessions.browserIdHash)))
      .where(and(eq(sessions.accountId, accountId), ...this.liveAt(now)))
      .orderBy(desc(sessions.lastSeenAt));
    return rows;
  }

  /**
   * Ends one live session of the account, named by its handle, as "sign out everywhere"
   * does (its calls then answer 101903). Answers false when the account has no such live
   * session: another account's handle is as unknown as a made-up one.
   */
  async endByHandle(accountId: string, handle: string, now = new Date()): Promise<boolean> {
    return (await this.revokeWhere(and(eq(sessions.accountId, accountId), eq(sessions.handle, handle), ...this.liveAt(now)), now)) > 0;
  }

  /** "Sign out everywhere else": ends every live session of the account but `keepId`; answers how many. */
  async endAllBut(accountId: string, keepId: string, now = new Date()): Promise<number> {
    return this.revokeWhere(and(eq(sessions.accountId, accountId), ne(sessions.id, keepId), ...this.liveAt(now)), now, keepId);
  }

  /**
   * Ends the sessions `where` selects as revoked and, in the same transaction, marks their
   * browsers to enter the password at their next sign-in: the provider's own session in that
   * browser would otherwise sign it straight back in. The browser of `keepId` (the caller's)
   * is never marked. Answers how many sessions ended.
   */
  private async revokeWhere(where: SQL | undefined, now: Date, keepId?: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ endedAt: now, endReason: 'revoked' satisfies SessionEndReason })
        .where(where)
        .returning({ browserIdHash: sessions.browserIdHash });
      const kept = keepId ? (await tx.select({ browserIdHash: sessions.browserIdHash }).from(sessions).where(eq(sessions.id, keepId)))[0] : undefined;
      const browsers = ended.flatMap(({ browserIdHash }) => (browserIdHash !== null && browserIdHash !== kept?.browserIdHash ? [browserIdHash] : []));
      await new BrowserReauthenticationRepository(tx).require(browsers, now);
      return ended.length;
    });
  }

  /** Conditions of a session that still works at `now`: not ended, not idle, not past its lifetime. */
  private liveAt(now: Date) {
    return [isNull(sessions.endedAt), gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - this.maxAgeMs))];
  }

  /**
   * Removes sessions that have run out, ended ones included: an ended session tells why only
   * until the idle time-out would have ended it anyway. Answers how many.
   */
  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    return removed.length;
  }

  /** The idle time-out from now, but never past the absolute lifetime from sign-in. */
  private expiryAfterUse(signedInAt: Date, now: Date): Date {
    return new Date(Math.min(now.getTime() + this.idleTimeoutMs, signedInAt.getTime() + this.maxAgeMs));
  }

  /** Sessions from before the issuer was recorded (null) are accepted. */
  private isOtherProvider(issuer: string | null): boolean {
    return this.currentIssuer !== null && issuer !== null && withoutTrailingSlash(issuer) !== withoutTrailingSlash(this.currentIssuer);
  }
}

/** Configuration drops an issuer's trailing slash; a provider's `iss` may keep it. */
function withoutTrailingSlash(issuer: string): string {
  return issuer.replace(/\/+$/, '');
}
