import { beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { useTestDatabase } from '../../../test/use-test-database';
import { registerDevice } from '../devices/device-registry';
import { selectSyncedContentsOfAccount } from './synced-content-repository';
import { reportSyncedContents, type SyncedContentReport } from './synced-content-service';

const database = useTestDatabase();
let alice: SignedInTestAccount;
let bob: SignedInTestAccount;

const at = new Date('2025-03-01T10:00:00Z');
const item = (cid: string, extra: Partial<SyncedContentReport> = {}): SyncedContentReport => ({
  cid,
  cnt: 3,
  size: 300,
  state: 'on',
  lastModifiedTime: at,
  ...extra,
});

async function rowsOf(accountId: string) {
  return (await selectSyncedContentsOfAccount(database.db, accountId)).map(({ cid, cnt, size, state, quotaCheck, edp, lastModifiedTime }) => ({
    cid,
    cnt,
    size,
    state,
    quotaCheck,
    edp,
    lastModifiedTime,
  }));
}

beforeAll(async () => {
  alice = await signInTestAccount(database.db);
  bob = await signInTestAccount(database.db);
  const phone = { deviceType: 'phone' as const, model: 'CP-P9100', modelCode: 'CP-P9100', modelName: 'P9100', lastAccessTime: at };
  await registerDevice(database.db, alice.accountId, { deviceId: 'phone-a', ...phone });
  await registerDevice(database.db, bob.accountId, { deviceId: 'phone-b', ...phone });
});

describe('reportSyncedContents', () => {
  it('stores the reported rows, counting toward the quota and outside EDP unless said otherwise', async () => {
    await reportSyncedContents(database.db, alice.accountId, 'phone-a', [item('contacts'), item('wifi', { quotaCheck: false, edp: true, lastModifiedTime: null })]);
    expect(await rowsOf(alice.accountId)).toEqual([
      { cid: 'contacts', cnt: 3, size: 300, state: 'on', quotaCheck: true, edp: false, lastModifiedTime: at },
      { cid: 'wifi', cnt: 3, size: 300, state: 'on', quotaCheck: false, edp: true, lastModifiedTime: null },
    ]);
  });

  it('replaces reported cids and keeps the ones a report does not name', async () => {
    await reportSyncedContents(database.db, alice.accountId, 'phone-a', [item('contacts', { cnt: 9, size: 9_000_000_000, state: 'off' })]);
    const rows = await rowsOf(alice.accountId);
    expect(rows.map((row) => [row.cid, row.cnt, row.size, row.state])).toEqual([
      ['contacts', 9, 9_000_000_000, 'off'],
      ['wifi', 3, 300, 'on'],
    ]);
  });

  it.each([
    ['a malformed cid', [item('no such cid')]],
    ['a cid reported twice', [item('notes'), item('notes')]],
    ['a negative count', [item('notes', { cnt: -1 })]],
    ['a fractional size', [item('notes', { size: 1.5 })]],
    ['an unknown state', [item('notes', { state: 'paused' as SyncedContentReport['state'] })]],
    ['an invalid time', [item('notes', { lastModifiedTime: new Date(Number.NaN) })]],
  ])('refuses %s with 400 and writes nothing of the report', async (_case, items) => {
    const before = await rowsOf(alice.accountId);
    await expect(reportSyncedContents(database.db, alice.accountId, 'phone-a', [item('reminders'), ...items])).rejects.toMatchObject({
      status: 400,
      rcode: 40000001,
    });
    expect(await rowsOf(alice.accountId)).toEqual(before);
  });

  it("refuses another account's device like an unknown one, and writes nothing", async () => {
    for (const deviceId of ['phone-b', 'no-such-device']) {
      await expect(reportSyncedContents(database.db, alice.accountId, deviceId, [item('notes')])).rejects.toMatchObject({ status: 404 });
    }
    expect((await rowsOf(bob.accountId)).length).toBe(0);
  });
});
