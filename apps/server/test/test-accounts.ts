import { randomUUID } from 'node:crypto';
import { upsertAccountForIdentity } from '../src/auth/account-repository';
import { SessionRepository } from '../src/auth/session-repository';
import type { Db } from '../src/db/database';
import { TEST_ISSUER } from './test-confirm-tokens';

export interface SignedInTestAccount {
  accountId: string;
  /** The provider subject (what confirm tokens name). */
  subject: string;
  /** The session cookie, for app.inject: `cookies: { portal_session: account.sessionToken }`. */
  sessionToken: string;
}

/**
 * An account signed in as if through the provider: account, identity (issuer TEST_ISSUER)
 * and a live session. State for API tests is set up through this and the services, never
 * through the UI.
 */
export async function signInTestAccount(
  db: Db,
  profile: { name?: string; loginId?: string; emailVerified?: boolean } = {},
): Promise<SignedInTestAccount> {
  const subject = randomUUID();
  const account = await upsertAccountForIdentity(db, {
    issuer: TEST_ISSUER,
    subject,
    name: profile.name ?? 'Test User',
    loginId: profile.loginId ?? `${subject}@example.com`,
    pictureUrl: null,
    emailVerified: profile.emailVerified ?? true,
    idToken: null,
  });
  const sessionToken = await new SessionRepository(db, 30 * 60 * 1000).create(account.id, null);
  return { accountId: account.id, subject, sessionToken };
}
