import type { FullBackupDevicesResponse } from '@cloud-portal/contract/backup';
import type { DeviceContextsResponse } from '@cloud-portal/contract/device-context';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { removeBackupContent, removeDeviceBackup } from '../src/modules/backup/backup-service';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import { webClientHeaders } from './test-app';
import { useTestApp } from './use-test-app';
import { seedDevices } from './test-devices';

/** The two device lists that page, and how each names its devices. */
const LISTS = [
  { name: 'backup list', url: '/api/backup/v4/devices', idOf: (device: { device_id?: string; id?: string }) => device.device_id },
  { name: 'device contexts', url: '/api/device-context/v1/devices', idOf: (device: { device_id?: string; id?: string }) => device.id },
] as const;

type ListAnswer = { devices: Array<{ device_id?: string; id?: string }>; nextCursor?: string };

describe('paged device lists', () => {
  const testApp = useTestApp();
  let db: Db;

  beforeAll(async () => {
    db = testApp.database.db;
  });

  function get(account: SignedInTestAccount, url: string) {
    return testApp.app.inject({ method: 'GET', url, headers: webClientHeaders, cookies: { portal_session: account.sessionToken } });
  }

  async function page(account: SignedInTestAccount, url: string): Promise<ListAnswer> {
    const response = await get(account, url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAnswer>();
  }

  async function accountWithDevices(count: number): Promise<{ account: SignedInTestAccount; deviceIds: string[] }> {
    const account = await signInTestAccount(db);
    return { account, deviceIds: await seedDevices(db, account.accountId, count) };
  }

  describe.each(LISTS)('$name', ({ url, idOf }) => {
    it('answers a first page in device-id order with a cursor, and a last page without one', async () => {
      const { account, deviceIds } = await accountWithDevices(5);
      const first = await page(account, `${url}?limit=2`);
      expect(first.devices.map(idOf)).toEqual(deviceIds.slice(0, 2));
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await page(account, `${url}?limit=2&cursor=${first.nextCursor}`);
      expect(second.devices.map(idOf)).toEqual(deviceIds.slice(2, 4));
      const last = await page(account, `${url}?limit=2&cursor=${second.nextCursor}`);
      expect(last.devices.map(idOf)).toEqual(deviceIds.slice(4));
      expect(last).not.toHaveProperty('nextCursor');
      // A page exactly as long as what remains is the last one too.
      expect(await page(account, `${url}?limit=5`)).not.toHaveProperty('nextCursor');
    });

    it('answers the whole list without limit, with no cursor', async () => {
      const { account, deviceIds } = await accountWithDevices(3);
      const whole = await page(account, url);
      expect(whole.devices.map(idOf).sort()).toEqual(deviceIds);
      expect(whole).not.toHaveProperty('nextCursor');
    });

    it('refuses a cursor it never answered with 400 40000004, and a limit out of range with 400 40000001', async () => {
      const { account } = await accountWithDevices(3);
      const other = LISTS.find((list) => list.url !== url)!;
      const foreignCursor = (await page(account, `${other.url}?limit=1`)).nextCursor!;
      for (const cursor of ['not-a-cursor', foreignCursor, Buffer.from('backups:bad id!').toString('base64url'), 'A'.repeat(201)]) {
        const response = await get(account, `${url}?limit=1&cursor=${cursor}`);
        expect(response.statusCode, cursor).toBe(400);
        expect(response.json().rcode, cursor).toBe(cursor.length > 200 ? Rcodes.INVALID_REQUEST.rcode : Rcodes.PAGE_CURSOR_INVALID.rcode);
      }
      for (const limit of ['0', '101', 'ten']) {
        const response = await get(account, `${url}?limit=${limit}`);
        expect(response.statusCode, limit).toBe(400);
        expect(response.json().rcode).toBe(Rcodes.INVALID_REQUEST.rcode);
      }
    });

    it("pages only the signed-in account's devices", async () => {
      const { account: alice, deviceIds } = await accountWithDevices(2);
      await accountWithDevices(2);
      const first = await page(alice, `${url}?limit=1`);
      const rest = await page(alice, `${url}?limit=5&cursor=${first.nextCursor}`);
      expect([...first.devices, ...rest.devices].map(idOf)).toEqual(deviceIds);
    });
  });

  it('never repeats or skips a device backup while backups and items are deleted between pages', async () => {
    const { account, deviceIds } = await accountWithDevices(7);
    const now = Date.now();
    const seen: string[] = [];
    let answer = await page(account, '/api/backup/v4/devices?limit=3&view=summary');
    seen.push(...answer.devices.map((device) => device.device_id!));
    // Between pages: a device already seen loses its backup, one not yet seen too, and a
    // device not yet seen loses its newest items (its latest backup time moves).
    await removeDeviceBackup(db, account.accountId, deviceIds[1]!, now);
    await removeDeviceBackup(db, account.accountId, deviceIds[4]!, now);
    await removeBackupContent(db, account.accountId, deviceIds[5]!, 'SMS', now);
    while (answer.nextCursor) {
      answer = await page(account, `/api/backup/v4/devices?limit=3&view=summary&cursor=${answer.nextCursor}`);
      seen.push(...answer.devices.map((device) => device.device_id!));
    }
    expect(seen).toEqual(deviceIds.filter((id) => id !== deviceIds[4]));
  });

  it('answers the devices without lists for view=summary, with their totals summed by the database', async () => {
    const { account, deviceIds } = await accountWithDevices(2);
    const full = await page(account, '/api/backup/v4/devices');
    const summary = await page(account, '/api/backup/v4/devices?view=summary');
    const items = (full as FullBackupDevicesResponse).devices.find((device) => device.device_id === deviceIds[0])!.items;
    expect(summary.devices.find((device) => device.device_id === deviceIds[0])).toEqual({
      ...(full as FullBackupDevicesResponse).devices.find((device) => device.device_id === deviceIds[0]),
      items: undefined,
      total_usage: items.reduce((sum, item) => sum + item.usage, 0),
    });
    const contexts = (await page(account, '/api/device-context/v1/devices?view=summary')) as DeviceContextsResponse;
    expect(contexts.devices[0]).not.toHaveProperty('sync_list');
    expect(contexts.devices[0]).toMatchObject({ id: deviceIds[0], autoSyncOff: false, v_device_type: 'normal' });
  });

  it("answers one device's backup with its items for tdid, and none for a device without one", async () => {
    const { account, deviceIds } = await accountWithDevices(3);
    const one = (await page(account, `/api/backup/v4/devices?tdid=${deviceIds[2]}`)) as FullBackupDevicesResponse;
    expect(one.devices.map((device) => device.device_id)).toEqual([deviceIds[2]]);
    expect(one.devices[0]!.items.map((item) => item.cid)).toEqual(['APPS', 'CALLLOGS', 'CONTACT', 'SMS']);
    expect((await page(account, '/api/backup/v4/devices?tdid=no-such-device')).devices).toEqual([]);
  });
});
