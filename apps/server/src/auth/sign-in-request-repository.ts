import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { signInRequests } from '../db/schema';

/** A sign-in must come back from the provider within this time. */
export const SIGN_IN_REQUEST_TTL_MS = 10 * 60 * 1000;

export interface PendingSignIn {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  /**
   * Set for a forced re-authentication before a deletion (a confirm-password request): the
   * account that must sign in again. Absent for a sign-in.
   */
  confirmFor?: { accountId: string };
}

/** A pending request, with when it was made (a re-authentication must be newer). */
export interface TakenSignIn extends PendingSignIn {
  createdAt: Date;
}

/** Sign-ins in flight, each bound to the browser that started it. */
export class SignInRequestRepository {
  constructor(private readonly db: Db) {}

  async create(
    request: PendingSignIn & { state: string; browserBindingHash: string },
    now = new Date(),
  ): Promise<void> {
    const { confirmFor, ...fields } = request;
    await this.db.insert(signInRequests).values({
      ...fields,
      purpose: confirmFor ? 'confirm-password' : 'sign-in',
      accountId: confirmFor?.accountId ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_REQUEST_TTL_MS),
    });
  }

  /**
   * Takes the pending sign-in for a state, once: the row is deleted whatever happens next,
   * so a replayed callback finds nothing. Answers null for an unknown or expired state, or
   * one started by another browser.
   */
  async take(state: string, browserBindingHash: string | null, now = new Date()): Promise<TakenSignIn | null> {
    const [row] = await this.db.delete(signInRequests).where(eq(signInRequests.state, state)).returning();
    if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
    if (browserBindingHash === null || row.browserBindingHash !== browserBindingHash) return null;
    return {
      codeVerifier: row.codeVerifier,
      nonce: row.nonce,
      returnTo: row.returnTo,
      createdAt: row.createdAt,
      ...(row.purpose === 'confirm-password' && row.accountId ? { confirmFor: { accountId: row.accountId } } : {}),
    };
  }

  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(signInRequests)
      .where(lt(signInRequests.expiresAt, now))
      .returning({ state: signInRequests.state });
    return removed.length;
  }

  /** For tests and diagnostics: whether a state is still pending. */
  async isPending(state: string, now = new Date()): Promise<boolean> {
    const rows = await this.db
      .select({ state: signInRequests.state })
      .from(signInRequests)
      .where(and(eq(signInRequests.state, state), gt(signInRequests.expiresAt, now)));
    return rows.length > 0;
  }
}
