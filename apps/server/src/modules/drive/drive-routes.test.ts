import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useTestApp } from '../../../test/use-test-app';
import { webCall } from '../../../test/web-calls';
import { ensureCloudAccount } from '../quota/cloud-account-settings';

const LINK_STATUS = '/api/odi/v2/link/status';

const testApp = useTestApp();

const get = (account: SignedInTestAccount | null) => webCall(testApp.app, account, 'GET', LINK_STATUS);

describe('GET /api/odi/v2/link/status', () => {
  it('answers NOT_LINKED for an account without cloud settings', async () => {
    const response = await get(await signInTestAccount(testApp.database.db));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ oneDriveLinkStatus: 'NOT_LINKED' });
  });

  it.each(['LINKED', 'UNSUPPORTED', 'NOT_LINKED'] as const)('answers the stored status %s', async (status) => {
    const account = await signInTestAccount(testApp.database.db);
    await ensureCloudAccount(testApp.database.db, account.accountId, { oneDriveStatus: status });
    expect((await get(account)).json()).toEqual({ oneDriveLinkStatus: status });
  });

  it("answers each account its own status", async () => {
    const { db } = testApp.database;
    const alice = await signInTestAccount(db);
    const bob = await signInTestAccount(db);
    await ensureCloudAccount(db, alice.accountId, { oneDriveStatus: 'LINKED' });
    await ensureCloudAccount(db, bob.accountId, { isPayment: true });
    expect((await get(bob)).json()).toEqual({ oneDriveLinkStatus: 'NOT_LINKED' });
    expect((await get(alice)).json()).toEqual({ oneDriveLinkStatus: 'LINKED' });
  });

  it('keeps settings it is not given when one changes', async () => {
    const account = await signInTestAccount(testApp.database.db);
    await ensureCloudAccount(testApp.database.db, account.accountId, { oneDriveStatus: 'LINKED', isPayment: true });
    await ensureCloudAccount(testApp.database.db, account.accountId, { oneDriveStatus: 'UNSUPPORTED', isPayment: undefined });
    await ensureCloudAccount(testApp.database.db, account.accountId);
    expect((await get(account)).json()).toEqual({ oneDriveLinkStatus: 'UNSUPPORTED' });
  });

  it('answers 401 without a session', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().rcode).toBe(40100001);
  });
});
