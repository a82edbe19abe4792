import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, identities } from '../db/schema';
import type { SignedInIdentity } from './oidc-gateway';

export type Account = typeof accounts.$inferSelect;

/** The account a provider identity (issuer + subject) is linked to; null when none. */
export async function accountIdForIdentity(db: Db, issuer: string, subject: string): Promise<string | null> {
  const [linked] = await db
    .select({ accountId: identities.accountId })
    .from(identities)
    .where(and(eq(identities.issuer, issuer), eq(identities.subject, subject)));
  return linked?.accountId ?? null;
}

/**
 * Finds the account behind a provider identity, creating it on first sign-in, and refreshes
 * the profile fields from the provider's latest claims (so a name changed at the provider
 * shows after the next sign-in).
 */
export async function upsertAccountForIdentity(db: Db, identity: SignedInIdentity): Promise<Account> {
  return db.transaction(async (tx) => {
    const profile = {
      displayName: identity.name,
      // Null when the provider no longer sends them, so stale parts never outlive a rename.
      givenName: identity.givenName ?? null,
      familyName: identity.familyName ?? null,
      loginId: identity.loginId,
      profileImageUrl: identity.pictureUrl,
      validatedEmail: identity.emailVerified,
    };
    const [linked] = await tx
      .select({ accountId: identities.accountId })
      .from(identities)
      .where(and(eq(identities.issuer, identity.issuer), eq(identities.subject, identity.subject)));
    if (linked) {
      const [updated] = await tx
        .update(accounts)
        .set({ ...profile, updatedAt: sql`now()` })
        .where(eq(accounts.id, linked.accountId))
        .returning();
      if (updated) return updated;
    }
    const [created] = await tx.insert(accounts).values(profile).returning();
    if (!created) throw new Error('account insert returned nothing');
    await tx.insert(identities).values({ issuer: identity.issuer, subject: identity.subject, accountId: created.id });
    return created;
  });
}

/**
 * Locks (or, with null, unlocks) the account's cloud: every cloud call then answers 403 with
 * this rcode (101920 locked, 101921 after a security event, 101922 by customer support).
 */
export async function setCloudLock(db: Db, accountId: string, rcode: 101920 | 101921 | 101922 | null): Promise<void> {
  await db.update(accounts).set({ cloudLockRcode: rcode, updatedAt: sql`now()` }).where(eq(accounts.id, accountId));
}
