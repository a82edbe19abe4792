import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { registerTestPhone } from '../../../test/test-devices';
import { useTestApp, type OpenTestApp } from '../../../test/use-test-app';
import { webCall } from '../../../test/web-calls';
import { hashToken } from '../../auth/secret-token';
import { sessions } from '../../db/schema';
import { reportSyncedContents } from '../sync/synced-content-service';

const testApp = useTestApp();

interface Changes {
  version: number;
  changed: boolean;
}

function waitForChanges(app: OpenTestApp, account: SignedInTestAccount, since?: number) {
  return webCall(app.app, account, 'GET', `/api/changes/v1/wait${since === undefined ? '' : `?since=${since}`}`);
}

async function accountWithPhone(): Promise<SignedInTestAccount> {
  const account = await signInTestAccount(testApp.database.db);
  await registerTestPhone(testApp.database.db, account.accountId, 'phone-1');
  return account;
}

/** What a device does: one synced-content report, which moves the account's data counter. */
function deviceReports(account: SignedInTestAccount, count: number): Promise<void> {
  return reportSyncedContents(testApp.database.db, account.accountId, 'phone-1', [
    { cid: 'contacts', cnt: count, size: count * 100, state: 'on', lastModifiedTime: new Date() },
  ]);
}

/** Issue 16 part 5: an open portal learns that its account's data changed, from any node. */
describe('GET /api/changes/v1/wait', () => {
  it('answers the counter at once without since, and "changed" at once for a since that is behind', async () => {
    const account = await accountWithPhone();
    const first = (await waitForChanges(testApp, account)).json<Changes>();
    expect(first.changed).toBe(false);
    await deviceReports(account, 1);
    const behind = await waitForChanges(testApp, account, first.version);
    expect(behind.json<Changes>()).toEqual({ version: first.version + 1, changed: true });
  });

  it('holds the wait until the account’s data changes, not another account’s', async () => {
    const account = await accountWithPhone();
    const other = await accountWithPhone();
    const { version } = (await waitForChanges(testApp, account)).json<Changes>();
    const waiting = waitForChanges(testApp, account, version);
    await deviceReports(other, 5);
    await deviceReports(account, 2);
    const answer = await waiting;
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Changes>()).toEqual({ version: version + 1, changed: true });
  });

  it('does not keep an idle session alive: waiting is not the user’s activity', async () => {
    const account = await accountWithPhone();
    const { db } = testApp.database;
    const id = hashToken(account.sessionToken);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await db.update(sessions).set({ lastSeenAt: aMinuteAgo }).where(eq(sessions.id, id));
    const { version } = (await waitForChanges(testApp, account)).json<Changes>();
    const waiting = waitForChanges(testApp, account, version);
    await deviceReports(account, 3);
    expect((await waiting).json<Changes>().changed).toBe(true);
    const [row] = await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id));
    expect(row?.lastSeenAt).toEqual(aMinuteAgo);
    // Any other call is the user's: it slides the session.
    await webCall(testApp.app, account, 'GET', '/api/odi/v2/link/status');
    const [slid] = await db.select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, id));
    expect(slid!.lastSeenAt.getTime()).toBeGreaterThan(aMinuteAgo.getTime());
  });

  it('refuses a since that is not a counter', async () => {
    const account = await accountWithPhone();
    const answer = await webCall(testApp.app, account, 'GET', '/api/changes/v1/wait?since=soon');
    expect(answer.statusCode).toBe(400);
  });
});
