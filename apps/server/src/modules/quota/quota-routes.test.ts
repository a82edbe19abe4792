import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { PERSONAL_DATA_IDS, personalDataCategory } from '@cloud-portal/domain/personal-data-categories';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../../test/test-accounts';
import { testDeviceRegistration } from '../../../test/test-devices';
import { useTestAppOfTwoAccounts } from '../../../test/use-test-app-of-two-accounts';
import { webCall } from '../../../test/web-calls';
import { recordDeviceBackup } from '../backup/backup-service';
import { registerDevice } from '../devices/device-registry';
import { requestErasure } from '../erasure/erasure-service';
import { insertPhoto } from '../gallery/gallery-repository';
import { reportSyncedContents } from '../sync/synced-content-service';
import { insertTemporaryBackup } from '../temporary-backup/temporary-backup-repository';
import { ensureCloudAccount } from './cloud-account-settings';

const USAGE = '/api/quota/v3/usage';
const GB = 1_000_000_000;
const TEMPORARY_BACKUP_SIZE = 7 * GB;

const { testApp, alice, bob } = useTestAppOfTwoAccounts();
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY_IN_MS);

const usageOf = (account: SignedInTestAccount | null) => webCall(testApp.app, account, 'GET', USAGE);

beforeAll(async () => {
  const { db } = testApp.database;

  await ensureCloudAccount(db, alice.accountId, { storageLimit: 200 * GB, defaultStorageLimit: 15 * GB, isPayment: true });
  const alicesPhone = await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a'));
  await registerDevice(db, alice.accountId, testDeviceRegistration('tablet-a', { deviceType: 'tablet' }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('phone-a-knox', { virtualType: 'knox', parentDeviceId: 'phone-a' }));
  await registerDevice(db, alice.accountId, testDeviceRegistration('old-phone-a'));
  await registerDevice(db, bob.accountId, testDeviceRegistration('phone-b'));

  const on = { state: 'on' as const, lastModifiedTime: ago(1) };
  await reportSyncedContents(db, alice.accountId, 'phone-a', [
    { cid: 'contacts', cnt: 100, size: 1_000, ...on },
    { cid: 'notes', cnt: 10, size: 5_000, ...on },
    { cid: 'reminders', cnt: 3, size: 30, ...on },
    { cid: 'gallery', cnt: 40, size: 4_000_000, ...on },
    { cid: 'wifi', cnt: 14, size: 12, quotaCheck: false, ...on },
    { cid: 'SHEALTH', cnt: 9, size: 999, ...on },
    { cid: 'device_sync_status', cnt: 0, size: 0, state: 'on', lastModifiedTime: null },
  ]);
  await reportSyncedContents(db, alice.accountId, 'tablet-a', [{ cid: 'contacts', cnt: 20, size: 200, ...on }]);
  await reportSyncedContents(db, alice.accountId, 'phone-a-knox', [{ cid: 'calendar', cnt: 7, size: 70, ...on }]);
  await reportSyncedContents(db, bob.accountId, 'phone-b', [{ cid: 'contacts', cnt: 5, size: 50, ...on }]);

  const item = (cid: string, usage: number, count: number) => ({ cid, usage, count, state: 'on' as const, encrypted: false });
  await recordDeviceBackup(db, alice.accountId, 'phone-a', [item('CALLLOGS', 500, 50), item('SMS', 2_000, 200)], ago(2));
  await recordDeviceBackup(db, alice.accountId, 'tablet-a', [item('SMS', 1_000, 100)], ago(30));
  await recordDeviceBackup(db, alice.accountId, 'old-phone-a', [item('CONTACT', 77, 7)], ago(400));

  for (const [index, size] of [1_500_000, 2_500_000].entries()) {
    await insertPhoto(db, {
      id: `photo-${index}`,
      accountId: alice.accountId,
      serverTimestamp: ago(index),
      mimeType: 'image/jpeg',
      width: 4000,
      height: 3000,
      size,
      blobKey: `test/photo-${index}`,
    });
  }
  // A temporary backup uses no cloud storage (the help page says so): none of the figures below counts it.
  await insertTemporaryBackup(db, {
    id: 'temporary-backup-a',
    accountId: alice.accountId,
    deviceRef: alicesPhone.id,
    createdAt: ago(1),
    expiryAt: new Date(now + 29 * DAY_IN_MS),
    size: TEMPORARY_BACKUP_SIZE,
    itemCount: 900,
  });
  // Reminders are being erased: their data is on its way out (spec §5).
  await requestErasure(db, alice.accountId, ['reminders'], { deferred: true });
});

describe('GET /api/quota/v3/usage', () => {
  it('answers the plan, usage per cid and type, and the totals', async () => {
    const response = await usageOf(alice);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      quota_info: { cnt: 100 + 20 + 10 + 7 + 50 + 300 + 2, default_cnt: 0, default_size: 15 * GB, is_payment: true, size: 200 * GB },
      total_info: { size: 1_200 + 5_000 + 70 + 500 + 3_000 + 4_000_000, cnt: 100 + 20 + 10 + 7 + 50 + 300 + 2 },
      usage_info: [
        { cid: 'contacts', name: 'Contacts', size: 1_200, cnt: 120, quota_check: true, cid_type: 'SYNC' },
        { cid: 'notes', name: 'Notes', size: 5_000, cnt: 10, quota_check: true, cid_type: 'SYNC' },
        { cid: 'wifi', name: 'Wi-Fi', size: 12, cnt: 14, quota_check: false, cid_type: 'SYNC' },
        { cid: 'calendar', name: 'Calendar', size: 70, cnt: 7, quota_check: true, cid_type: 'KNOX' },
        { cid: 'CALLLOGS', name: 'Call logs', size: 500, cnt: 50, quota_check: true, cid_type: 'BACKUP' },
        { cid: 'SMS', name: 'Text messages', size: 3_000, cnt: 300, quota_check: true, cid_type: 'BACKUP' },
        { cid: 'gallery', name: 'Gallery', size: 4_000_000, cnt: 2, quota_check: true, cid_type: 'DEFAULT' },
      ],
    });
  });

  it('counts no temporary backup: it does not use cloud storage', async () => {
    const usage = (await usageOf(alice)).json() as { total_info: { size: number }; usage_info: { size: number }[] };
    expect(usage.total_info.size).toBeLessThan(TEMPORARY_BACKUP_SIZE);
    expect(usage.usage_info.map((entry) => entry.size)).not.toContain(TEMPORARY_BACKUP_SIZE);
  });

  it('leaves out the sync cids a personal-data erasure in progress deletes', async () => {
    const notesId = PERSONAL_DATA_IDS.find((id) => personalDataCategory(id)?.kind === 'notes') as string;
    await requestErasure(testApp.database.db, alice.accountId, [notesId], { deferred: true });
    const { usage_info: usage } = (await usageOf(alice)).json();
    expect(usage.map((entry: { cid: string }) => entry.cid)).not.toContain('notes');
  });

  it('answers the free plan and no usage for an account with nothing stored, and never counts another account', async () => {
    const carol = await signInTestAccount(testApp.database.db);
    expect((await usageOf(carol)).json()).toEqual({
      quota_info: { cnt: 0, default_cnt: 0, default_size: 15 * GB, is_payment: false, size: 15 * GB },
      total_info: { size: 0, cnt: 0 },
      usage_info: [],
    });
    const bobs = (await usageOf(bob)).json();
    expect(bobs.usage_info).toEqual([{ cid: 'contacts', name: 'Contacts', size: 50, cnt: 5, quota_check: true, cid_type: 'SYNC' }]);
    expect(bobs.total_info).toEqual({ size: 50, cnt: 5 });
  });

  it('answers 401 without a session', async () => {
    const response = await usageOf(null);
    expect(response.statusCode).toBe(401);
    expect(response.json().rcode).toBe(40100001);
  });
});
