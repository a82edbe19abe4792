import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockFetch } from '@/testing/fetch-mock';
import { devicesResponse, NOW, OLD_PHONE, PHONE, TABLET } from '../testing/backup-fixtures';
import { backupDevicesApi } from './get-backup-devices';

const FIRST_PAGE = 'GET /api/backup/v4/devices?view=summary&limit=100';
const SECOND_PAGE = 'GET /api/backup/v4/devices?view=summary&limit=100&cursor=next-1';

/** A summary page as the server answers it: the devices without their items. */
function summaryPage(devices: typeof PHONE[], nextCursor?: string) {
  return { ...devicesResponse(devices.map(({ items: _items, ...device }) => ({ ...device, items: [] }))), ...(nextCursor && { nextCursor }) };
}

describe('the backup list query', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for summaries page after page until no cursor comes back, newest backup first', async () => {
    const { calls } = mockFetch({
      [FIRST_PAGE]: { status: 200, body: summaryPage([OLD_PHONE, TABLET], 'next-1') },
      [SECOND_PAGE]: { status: 200, body: summaryPage([PHONE]) },
    });
    const store = makeStore();
    const { data } = await store.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([FIRST_PAGE, SECOND_PAGE]);
    expect(data?.devices.map((device) => device.device_id)).toEqual(['phone-1', 'tablet-1', 'phone-old']);
    expect(data?.devices[0]).toMatchObject({ total_usage: PHONE.total_usage, daysLeft: 364, isExpiring: false });
    expect(data?.devices[0]).not.toHaveProperty('items');
  });

  it('fails the whole load when a page fails', async () => {
    mockFetch({
      [FIRST_PAGE]: { status: 200, body: summaryPage([OLD_PHONE], 'next-1') },
      [SECOND_PAGE]: { status: 500, body: { rcode: 50000001, rmsg: 'down' } },
    });
    const store = makeStore();
    const result = await store.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate());
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 500, rcode: 50000001 });
  });

  it("fetches one device's items when its detail opens", async () => {
    const { calls } = mockFetch({ 'GET /api/backup/v4/devices?tdid=tablet-1': { status: 200, body: devicesResponse([TABLET]) } });
    const store = makeStore();
    const { data } = await store.dispatch(backupDevicesApi.endpoints.getBackupDevice.initiate('tablet-1'));
    expect(calls.map((call) => call.path)).toEqual(['/api/backup/v4/devices?tdid=tablet-1']);
    expect(data?.device?.items.map((item) => item.cid)).toEqual(['CONTACT', 'EVENT', 'UNKNOWN_CID']);
  });
});
