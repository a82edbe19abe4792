import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { verifiedBrowsers, webSignInRequests } from '../../db/schema';

export type WebSignInRequestRow = typeof webSignInRequests.$inferSelect;
export type NewWebSignInRequest = typeof webSignInRequests.$inferInsert;

/** Web sign-in requests and verified browsers. Codes, tokens and browser ids arrive already hashed. */
export async function insertWebSignInRequest(db: Db, request: NewWebSignInRequest): Promise<void> {
  await db.insert(webSignInRequests).values(request);
}

export async function findRequestByAuthCodeHash(db: Db, authCodeHash: string): Promise<WebSignInRequestRow | null> {
  const [row] = await db.select().from(webSignInRequests).where(eq(webSignInRequests.authCodeHash, authCodeHash));
  return row ?? null;
}

/** The request an e-mail link names, only if it belongs to this account. */
export async function findAccountRequestByEmailTokenHash(
  db: Db,
  accountId: string,
  emailTokenHash: string,
): Promise<WebSignInRequestRow | null> {
  const [row] = await db
    .select()
    .from(webSignInRequests)
    .where(and(eq(webSignInRequests.accountId, accountId), eq(webSignInRequests.emailTokenHash, emailTokenHash)));
  return row ?? null;
}

/** The account's newest mobile request still waiting for a device, if any. */
export async function findNewestPendingMobileRequest(db: Db, accountId: string, now: Date): Promise<WebSignInRequestRow | null> {
  const [row] = await db
    .select()
    .from(webSignInRequests)
    .where(
      and(
        eq(webSignInRequests.accountId, accountId),
        eq(webSignInRequests.flow, 'mobile'),
        eq(webSignInRequests.status, 'pending'),
        gt(webSignInRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(webSignInRequests.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether this browser started a request on this route after `since` that still waits (pending, unexpired). */
export async function hasPendingRequestSince(
  db: Db,
  request: Pick<WebSignInRequestRow, 'accountId' | 'browserIdHash' | 'flow'>,
  since: Date,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ authCodeHash: webSignInRequests.authCodeHash })
    .from(webSignInRequests)
    .where(
      and(
        eq(webSignInRequests.accountId, request.accountId),
        eq(webSignInRequests.browserIdHash, request.browserIdHash),
        eq(webSignInRequests.flow, request.flow),
        eq(webSignInRequests.status, 'pending'),
        gt(webSignInRequests.createdAt, since),
        gt(webSignInRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Marks a pending, unexpired request verified and records its browser as verified for the
 * account, in one transaction. Answers false (and changes nothing) when the request was no
 * longer pending or had expired by then, so two confirmations cannot both succeed.
 */
export async function markRequestVerified(db: Db, request: WebSignInRequestRow, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(webSignInRequests)
      .set({ status: 'verified', verifiedAt: now })
      .where(
        and(
          eq(webSignInRequests.authCodeHash, request.authCodeHash),
          eq(webSignInRequests.status, 'pending'),
          gt(webSignInRequests.expiresAt, now),
        ),
      )
      .returning({ authCodeHash: webSignInRequests.authCodeHash });
    if (updated.length === 0) return false;
    await tx
      .insert(verifiedBrowsers)
      .values({ accountId: request.accountId, browserIdHash: request.browserIdHash, verifiedAt: now })
      .onConflictDoUpdate({ target: [verifiedBrowsers.accountId, verifiedBrowsers.browserIdHash], set: { verifiedAt: now } });
    return true;
  });
}

/** When the account last verified this browser; null if never. */
export async function findBrowserVerifiedAt(db: Db, accountId: string, browserIdHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ verifiedAt: verifiedBrowsers.verifiedAt })
    .from(verifiedBrowsers)
    .where(and(eq(verifiedBrowsers.accountId, accountId), eq(verifiedBrowsers.browserIdHash, browserIdHash)));
  return row?.verifiedAt ?? null;
}

/** Removes requests that expired before `before`; answers how many. */
export async function deleteRequestsExpiredBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(webSignInRequests)
    .where(lt(webSignInRequests.expiresAt, before))
    .returning({ authCodeHash: webSignInRequests.authCodeHash });
  return removed.length;
}
