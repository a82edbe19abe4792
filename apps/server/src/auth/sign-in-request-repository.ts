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
   * Set for a password confirmation before a deletion: the account that must enter its
   * password, and whether at the provider's confirm-password gate (the return carries a
   * confirm token) or by a forced re-authentication (the return carries a code). Absent for
   * a sign-in.
   */
  confirmFor?: { accountId: string; atGate?: boolean };
}

/** A pending request, with when it was made (a re-authentication must be newer). */
export interface TakenSignIn extends PendingSignIn {
  createdAt: Date;
}

function purposeOf(confirmFor: PendingSignIn['confirmFor']): string {
  if (!confirmFor) return 'sign-in';
  return confirmFor.atGate ? 'confirm-password-gate' : 'confirm-password';
}

/** Sign-ins (and password confirmations) in flight, each bound to the browser that started it. */
export class SignInRequestRepository {
  constructor(private readonly db: Db) {}

  async create(
    request: PendingSignIn & { state: string; browserBindingHash: string },
    now = new Date(),
  ): Promise<void> {
    const { confirmFor, ...fields } = request;
    await this.db.insert(signInRequests).values({
      ...fields,
      purpose: purposeOf(confirmFor),
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
      ...(row.purpose === 'confirm-password-gate' && row.accountId ? { confirmFor: { accountId: row.accountId, atGate: true } } : {}),
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
