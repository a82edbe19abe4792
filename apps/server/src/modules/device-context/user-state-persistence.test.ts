import { describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { useDatabaseInFolder } from '../../../test/use-database-in-folder';
import { webCall } from '../../../test/web-calls';
import { registerDevice } from '../devices/device-registry';
import { setE2eeGroups } from '../e2ee/e2ee-service';
import { ensureCloudAccount } from '../quota/cloud-account-settings';
import { reportSyncedContents } from '../sync/synced-content-service';

/** What the user-state calls answer survives closing and reopening the database. */
const folder = useDatabaseInFolder('portal-user-state-');
let account: SignedInTestAccount;

const CALLS: ReadonlyArray<{ method: 'GET' | 'POST'; url: string; payload?: object }> = [
  { method: 'GET', url: '/api/device-context/v1/devices' },
  { method: 'POST', url: '/api/device-context/v1/get-app-usage', payload: { deviceIds: ['phone-a'] } },
  { method: 'GET', url: '/api/quota/v3/usage' },
  { method: 'GET', url: '/api/kps/v2/manage/groups' },
  { method: 'GET', url: '/api/kps/v2/info/policy' },
  { method: 'GET', url: '/api/backup/v4/e2ee/devices' },
  { method: 'GET', url: '/api/data/v3/e2ee/devices' },
  { method: 'GET', url: '/api/sbp/edp/users' },
  { method: 'GET', url: '/api/odi/v2/link/status' },
  { method: 'GET', url: '/api/user/v2/profile' },
];

async function answers(testApp: TestApp): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const { method, url, payload } of CALLS) {
    const response = await webCall(testApp.app, account, method, url, payload);
    expect(response.statusCode, url).toBe(200);
    results[url] = response.json();
  }
  return results;
}

describe('user state across a restart', () => {
  it('answers the same after the database is closed and reopened', async () => {
    const first = await createTestApp({ testDatabase: folder.testDatabase });
    let before: Record<string, unknown>;
    try {
      const { db } = first.database;
      account = await signInTestAccount(db, { name: 'Kept Name' });
      const lastAccessTime = new Date('2025-05-01T08:00:00Z');
      await registerDevice(db, account.accountId, {
        deviceId: 'phone-a',
        deviceType: 'phone',
        model: 'CP-P9100',
        modelCode: 'CP-P9100',
        modelName: 'P9100',
        lastAccessTime,
        e2eeEnabledAt: lastAccessTime,
        dataE2eeEnabledAt: lastAccessTime,
      });
      await reportSyncedContents(db, account.accountId, 'phone-a', [
        { cid: 'notes', cnt: 4, size: 4_000, state: 'on', edp: true, lastModifiedTime: lastAccessTime },
        { cid: 'device_sync_status', cnt: 0, size: 0, state: 'off', lastModifiedTime: lastAccessTime },
      ]);
      await ensureCloudAccount(db, account.accountId, { oneDriveStatus: 'LINKED', storageLimit: 200_000_000_000, isPayment: true });
      await setE2eeGroups(db, account.accountId, [{ e2eeGroupId: 'g1', type: 'backup', state: 'ENABLED', policyContents: ['SMS', 'X'] }]);
      const reset = await webCall(first.app, account, 'POST', '/api/sbp/edp/users/reset', { edpUserData: { enabled: false, version: 0 } });
      expect(reset.statusCode).toBe(200);
      before = await answers(first);
    } finally {
      await first.close();
    }

    const second = await createTestApp({ testDatabase: folder.testDatabase });
    try {
      const after = await answers(second);
      expect(after).toEqual(before);
      expect(after['/api/sbp/edp/users']).toMatchObject({ edpUserData: { version: 1 }, reset: { status: 'COMPLETED' } });
      expect(after['/api/odi/v2/link/status']).toEqual({ oneDriveLinkStatus: 'LINKED' });
      expect(after['/api/device-context/v1/devices']).toMatchObject({ devices: [{ id: 'phone-a', autoSyncOff: true, edp_sync_list: ['notes'] }] });
      expect(after['/api/kps/v2/info/policy']).toEqual({ policies: [{ groupId: 'g1', contents: [{ id: 'SMS' }] }] });
      expect(after['/api/user/v2/profile']).toMatchObject({ name: 'Kept Name' });
    } finally {
      await second.close();
    }
  }, 180_000); // two database opens (PGlite on disk) in one test
});
