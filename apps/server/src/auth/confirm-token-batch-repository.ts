import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { confirmTokenBatches } from '../db/schema';

/**
 * The deletion batch each confirm token belongs to: the first batch that presents a token
 * claims it, and the token serves no other (issue 15 part 8, docs/decisions.md).
 */
export class ConfirmTokenBatchRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims the token for `batchId` if no batch has it yet; answers whether the token belongs
   * to `batchId` now. Two batches racing for one token: the insert lets exactly one in.
   */
  async claim(claim: {
    tokenKey: string;
    batchId: string;
    accountId: string;
    expiresAt: Date;
  }): Promise<boolean> {
    await this.db
      .insert(confirmTokenBatches)
      .values(claim)
      .onConflictDoNothing({ target: confirmTokenBatches.tokenKey });
    const [row] = await this.db
      .select({ batchId: confirmTokenBatches.batchId })
      .from(confirmTokenBatches)
      .where(eq(confirmTokenBatches.tokenKey, claim.tokenKey));
    return row?.batchId === claim.batchId;
  }

  /** An expired token is refused anyway: its claim is no longer needed. */
  async deleteExpired(now = new Date()): Promise<number> {
    const removed = await this.db
      .delete(confirmTokenBatches)
      .where(lt(confirmTokenBatches.expiresAt, now))
      .returning({ tokenKey: confirmTokenBatches.tokenKey });
    return removed.length;
  }
}
