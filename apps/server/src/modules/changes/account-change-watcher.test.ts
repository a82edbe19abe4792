import { describe, expect, it } from 'vitest';
import { signInTestAccount } from '../../../test/test-accounts';
import { useTestDatabase } from '../../../test/use-test-database';
import { registerTestPhone } from '../../../test/test-devices';
import { AccountChangeWatcher } from './account-change-watcher';

describe('AccountChangeWatcher', () => {
  const database = useTestDatabase();

  it('answers every wait in hand with what it had when it closes (a shutdown holds nothing up)', async () => {
    const watcher = new AccountChangeWatcher(database.db, 60_000);
    const waits = [watcher.wait('00000000-0000-0000-0000-000000000001', 4, 60_000), watcher.wait('00000000-0000-0000-0000-000000000002', 9, 60_000)];
    watcher.close();
    expect(await Promise.all(waits)).toEqual([4, 9]);
  });

  it('answers a wait whose browser went away, and one whose time ran out, with what it had', async () => {
    const watcher = new AccountChangeWatcher(database.db, 60_000);
    const gone = new AbortController();
    const abandoned = watcher.wait('00000000-0000-0000-0000-000000000003', 2, 60_000, gone.signal);
    gone.abort();
    expect(await abandoned).toBe(2);
    expect(await watcher.wait('00000000-0000-0000-0000-000000000003', 7, 1)).toBe(7);
    watcher.close();
  });

  it('answers the new counter once the account’s data changes', async () => {
    const watcher = new AccountChangeWatcher(database.db, 20);
    const account = await signInTestAccount(database.db);
    const waiting = watcher.wait(account.accountId, 0, 60_000);
    await registerTestPhone(database.db, account.accountId, 'phone-1');
    expect(await waiting).toBe(1);
    watcher.close();
  });
});
