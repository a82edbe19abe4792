import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { createTestApp, webClientHeaders, type TestApp } from '../../test/test-app';
import { registerDevice } from '../modules/devices/device-registry';
import { demoDevices, type DemoDeviceRole, type DemoSeedContext } from './demo-devices';
import { seedCloudAccountDemo } from './seed-cloud-account';
import { seedE2eeDemo } from './seed-e2ee';
import { seedEdpDemo } from './seed-edp';
import { seedSyncDemo } from './seed-sync';

/** The demo data of the user-state calls: cloud settings, synced contents, E2EE groups, EDP. */
let testApp: TestApp;
let account: SignedInTestAccount;
const now = new Date();

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: account.sessionToken } });
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  account = await signInTestAccount(db);
  const deviceIds = {} as Record<DemoDeviceRole, string>;
  const lastBackupDaysAgo = {} as Record<DemoDeviceRole, number | null>;
  for (const { role, lastBackupDaysAgo: days, ...device } of demoDevices(now)) {
    await registerDevice(db, account.accountId, device);
    deviceIds[role] = device.deviceId;
    lastBackupDaysAgo[role] = days;
  }
  const ctx: DemoSeedContext = { accountId: account.accountId, now, deviceIds, lastBackupDaysAgo };
  await seedCloudAccountDemo(db, ctx);
  await seedSyncDemo(db, ctx);
  await seedE2eeDemo(db, ctx);
  await seedEdpDemo(db, ctx);
});

afterAll(() => testApp.close());

describe('user-state demo data', () => {
  it('gives the devices their synced apps, the tablet auto-sync off and one app turned off', async () => {
    const { devices } = (await get('/api/device-context/v1/devices')).json();
    const byId = new Map(devices.map((d: { id: string }) => [d.id, d]));
    const phone = byId.get('demo-phone-aurora9') as {
      sync_list: Array<{ cid: string }>;
      edp_sync_list: string[];
      edp_famhub_list: string[];
      autoSyncOff: boolean;
    };
    expect(phone.sync_list.map((item) => item.cid).sort()).toEqual(
      ['calendar', 'contacts', 'gallery', 'internet', 'keyboard', 'notes', 'pass', 'reminders', 'wifi'],
    );
    expect(phone.edp_sync_list.sort()).toEqual(['calendar', 'contacts', 'notes', 'pass']);
    expect(phone.edp_famhub_list).toEqual(['calendar', 'notes']);
    expect(phone.autoSyncOff).toBe(false);
    const tablet = byId.get('demo-tablet-aurora7') as { sync_list: Array<{ cid: string; state: string }>; autoSyncOff: boolean };
    expect(tablet.autoSyncOff).toBe(true);
    expect(byId.get('demo-tablet-aurora7')).toMatchObject({ edp_famhub_list: [] });
    expect(tablet.sync_list).toContainEqual(expect.objectContaining({ cid: 'internet', state: 'off' }));
    expect(byId.get('demo-phone-aurora9-knox')).toMatchObject({ v_device_type: 'knox', sync_list: expect.arrayContaining([expect.objectContaining({ cid: 'calendar' })]) });
    expect(byId.get('demo-phone-aurora8')).toMatchObject({ sync_list: [] });
  });

  it('answers a paid 200 GB plan with SYNC and KNOX usage', async () => {
    const usage = (await get('/api/quota/v3/usage')).json();
    expect(usage.quota_info).toMatchObject({ size: 200_000_000_000, default_size: 15_000_000_000, is_payment: true });
    const types = new Set(usage.usage_info.map((entry: { cid_type: string }) => entry.cid_type));
    expect(types).toEqual(new Set(['SYNC', 'KNOX']));
    expect(usage.usage_info).toContainEqual(expect.objectContaining({ cid: 'notes', cid_type: 'SYNC', cnt: 87 + 23, quota_check: true }));
    expect(usage.usage_info).toContainEqual(expect.objectContaining({ cid: 'wifi', cid_type: 'SYNC', quota_check: false }));
    expect(usage.total_info.size).toBeGreaterThan(0);
  });

  it('answers app usage for the main phone with every synced app', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/device-context/v1/get-app-usage',
      headers: webClientHeaders,
      cookies: { portal_session: account.sessionToken },
      payload: { deviceIds: ['demo-phone-aurora9', 'demo-watch-aurora5'] },
    });
    const [phone, watch] = response.json().devices;
    expect(phone.appUsage).toContainEqual(expect.objectContaining({ cid: 'gallery', cidType: 'SYNC', count: 2_416, size: 6_840_000_000 }));
    expect(watch.appUsage.map((entry: { cid: string }) => entry.cid)).toEqual(['calendar', 'contacts', 'reminders']);
  });

  it('has a backup group enabled and a sync group disabled, their policies filtered to the 26 ids', async () => {
    expect((await get('/api/kps/v2/manage/groups')).json().e2eeGroups).toEqual([
      { e2eeGroupId: 'kps-backup-7f3a91c2', type: 'backup', state: 'ENABLED' },
      { e2eeGroupId: 'kps-sync-2b64d0e8', type: 'sync', state: 'DISABLED' },
    ]);
    const { policies } = (await get('/api/kps/v2/info/policy')).json();
    expect(policies[0].contents.map((c: { id: string }) => c.id)).toEqual(
      ['CALLLOGS', 'SMS', 'MMS', 'RCSCHAT', 'CONTACT', 'EVENT', 'Alarm', 'Voice', 'SETTINGS', 'HOMESCREEN', 'APPS'],
    );
    expect(policies[1].contents.map((c: { id: string }) => c.id)).toEqual(['contacts', 'calendar', 'notes', 'reminders', 'internet', 'gallery']);
  });

  it('lists the tablet as the end-to-end encrypted device', async () => {
    expect((await get('/api/backup/v4/e2ee/devices')).json().devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['demo-tablet-aurora7']);
    expect((await get('/api/data/v3/e2ee/devices')).json().devices.map((d: { deviceId: string }) => d.deviceId)).toEqual(['demo-tablet-aurora7']);
  });

  it('has EDP on with no reset yet, and the drive linked', async () => {
    expect((await get('/api/sbp/edp/users')).json()).toEqual({ edpUserData: { enabled: true, version: 0 }, reset: { status: 'NONE', updatedAt: null } });
    expect((await get('/api/odi/v2/link/status')).json()).toEqual({ oneDriveLinkStatus: 'LINKED' });
  });
});
