import { CONFIRM_TOKEN_TTL_MS } from '@cloud-portal/domain/constants';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { portalConfirmTokens } from '../db/schema';
import { hashToken, newSecretToken } from './secret-token';

/**
 * Confirm tokens the portal issues itself, after a forced re-authentication at a provider
 * that has no confirm-password gate. Opaque random tokens (no dots, so never mistaken for a
 * provider's JWT), kept as hashes in the database so every portal node accepts them, valid
 * for the spec's 4 minutes and only for the account they were issued to.
 */
export class PortalConfirmTokenRepository {
  constructor(private readonly db: Db) {}

  async issue(accountId: string, now = new Date()): Promise<string> {
    const token = newSecretToken();
    await this.db.insert(portalConfirmTokens).values({
      tokenHash: hashToken(token),
      accountId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    });
    return token;
  }

  /** Whether the token is live and was issued to this account. */
  async isValidFor(token: string, accountId: string, now = new Date()): Promise<boolean> {
    const rows = await this.db
      .select({ accountId: portalConfirmTokens.accountId })
      .from(portalConfirmTokens)
      .where(and(eq(portalConfirmTokens.tokenHash, hashToken(token)), gt(portalConfirmTokens.expiresAt, now)));
    return rows.some((row) => row.accountId === accountId);
  }

  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(portalConfirmTokens)
      .where(lt(portalConfirmTokens.expiresAt, now))
      .returning({ tokenHash: portalConfirmTokens.tokenHash });
    return removed.length;
  }
}
