import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestApp, webClientHeaders, type TestApp } from '../../../test/test-app';
import { backupItems, backups, temporaryBackups } from '../../db/schema';
import { recordDeviceBackup } from '../backup/backup-service';
import { registerDevice } from '../devices/device-registry';
import { createTemporaryBackup } from '../temporary-backup/temporary-backup-service';
import { purgeExpiredBackups } from './retention-purge';

let testApp: TestApp;
let alice: SignedInTestAccount;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY_IN_MS);
const item = { cid: 'SMS', usage: 1000, count: 10, state: 'on' as const, encrypted: false };

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: alice.sessionToken } });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  alice = await signInTestAccount(db);
  // Backed up 10, 365 and 367 days ago: the last is past the 365-day retention.
  for (const [deviceId, days] of [['recent', 10], ['last-day', 365], ['past', 367]] as const) {
    await registerDevice(db, alice.accountId, { deviceId, deviceType: 'phone', model: 'CP-P9100', modelCode: 'CP-P9100', modelName: 'P9100', lastAccessTime: ago(1) });
    await recordDeviceBackup(db, alice.accountId, deviceId, [item], ago(days));
  }
  // A temporary backup made 40 days ago expired after its 30 days; one made yesterday lives.
  await createTemporaryBackup(db, alice.accountId, 'recent', { createdAt: ago(40), size: 10, itemCount: 1 });
  await createTemporaryBackup(db, alice.accountId, 'recent', { createdAt: ago(1), size: 20, itemCount: 2 });
});

afterAll(() => testApp.close());

describe('purgeExpiredBackups', () => {
  it('removes what the lists already hide and nothing they show', async () => {
    const devicesBefore = (await get('/api/backup/v4/devices')).json();
    const temporaryBefore = (await get('/api/ctb/csweb/backups')).json();
    expect(devicesBefore.devices.map((d: { device_id: string }) => d.device_id).sort()).toEqual(['last-day', 'recent']);

    const purged = await purgeExpiredBackups(testApp.database.db, now);

    expect(purged).toEqual({ deviceBackups: 1, temporaryBackups: 1 });
    expect((await get('/api/backup/v4/devices')).json()).toEqual(devicesBefore);
    expect((await get('/api/ctb/csweb/backups')).json()).toEqual(temporaryBefore);
    const { db } = testApp.database;
    expect(await db.select().from(backups).where(eq(backups.accountId, alice.accountId))).toHaveLength(2);
    expect(await db.select().from(backupItems).where(eq(backupItems.accountId, alice.accountId))).toHaveLength(2);
    expect(await db.select().from(temporaryBackups).where(eq(temporaryBackups.accountId, alice.accountId))).toHaveLength(1);
  });

  it('finds nothing more to do when run again', async () => {
    expect(await purgeExpiredBackups(testApp.database.db, now)).toEqual({ deviceBackups: 0, temporaryBackups: 0 });
  });
});
