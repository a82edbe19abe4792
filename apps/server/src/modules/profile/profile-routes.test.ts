import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useTestApp } from '../../../test/use-test-app';
import { webCall } from '../../../test/web-calls';
import { accounts } from '../../db/schema';

const PROFILE = '/api/user/v2/profile';

const testApp = useTestApp();

const get = (account: SignedInTestAccount | null) => webCall(testApp.app, account, 'GET', PROFILE);

describe('GET /api/user/v2/profile', () => {
  it("answers the signed-in account's profile, each account its own", async () => {
    const { db } = testApp.database;
    const alice = await signInTestAccount(db, { name: 'Alice Martin', loginId: 'alice@example.com', emailVerified: true });
    const bob = await signInTestAccount(db, { name: 'Bob Lee', loginId: 'bob@example.com', emailVerified: false });
    const response = await get(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Alice Martin', loginId: 'alice@example.com', profileImageUrl: null, validatedEmail: true });
    expect((await get(bob)).json()).toEqual({ name: 'Bob Lee', loginId: 'bob@example.com', profileImageUrl: null, validatedEmail: false });
  });

  it('answers the profile as stored now, not as it was at sign-in', async () => {
    const { db } = testApp.database;
    const account = await signInTestAccount(db, { name: 'Old Name' });
    await db
      .update(accounts)
      .set({ displayName: 'New Name', profileImageUrl: 'https://idp.test/pictures/new.svg' })
      .where(eq(accounts.id, account.accountId));
    expect((await get(account)).json()).toMatchObject({ name: 'New Name', profileImageUrl: 'https://idp.test/pictures/new.svg' });
  });

  it('answers 401 without a session', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().rcode).toBe(40100001);
  });
});
