import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, sessions } from '../db/schema';
import type { Account } from './account-repository';
import { hashToken, newSecretToken } from './secret-token';

export interface ActiveSession {
  id: string;
  account: Account;
  idToken: string | null;
  expiresAt: Date;
  lastSeenAt: Date;
}

/** Sliding moves are written at most this often, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 30_000;

/** Server-side sessions: the cookie carries a random token, the table its hash. */
export class SessionRepository {
  constructor(
    private readonly db: Db,
    private readonly idleTimeoutMs: number,
  ) {}

  /** Starts a session and answers the token for the cookie. */
  async create(accountId: string, idToken: string | null, now = new Date()): Promise<string> {
    const token = newSecretToken();
    await this.db.insert(sessions).values({
      id: hashToken(token),
      accountId,
      idToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.idleTimeoutMs),
    });
    return token;
  }

  /** The live session a cookie token names, slid forward because it is being used; null if none. */
  async findAndTouch(token: string, now = new Date()): Promise<ActiveSession | null> {
    const id = hashToken(token);
    const [row] = await this.db
      .select({ session: sessions, account: accounts })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
    if (!row) return null;
    let { expiresAt, lastSeenAt } = row.session;
    if (now.getTime() - lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      lastSeenAt = now;
      expiresAt = new Date(now.getTime() + this.idleTimeoutMs);
      await this.db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    }
    return { id, account: row.account, idToken: row.session.idToken, expiresAt, lastSeenAt };
  }

  /** Ends the session a token names; answers its ID token (for the provider sign-out) if there was one. */
  async delete(token: string): Promise<{ idToken: string | null } | null> {
    const [deleted] = await this.db
      .delete(sessions)
      .where(eq(sessions.id, hashToken(token)))
      .returning({ idToken: sessions.idToken });
    return deleted ?? null;
  }

  /** Removes sessions that have run out; answers how many. */
  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    return removed.length;
  }
}
