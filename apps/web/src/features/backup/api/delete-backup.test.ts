import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { cloudApi } from '@/lib/api/cloud-api';
import { quotaUsageApi } from '@/lib/shared-api/get-quota-usage';
import { quotaUsageFixture } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { deleteBackupContentApi } from './delete-backup-content';
import { deleteBackupDeviceApi } from './delete-backup-device';

// My devices' app usage belongs to another feature; a stand-in providing the same tag tells
// whether its cache is thrown away.
let appUsageLoads = 0;
const appUsageProbe = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    appUsageProbe: build.query<number, void>({
      queryFn: () => ({ data: ++appUsageLoads }),
      providesTags: ['AppUsage'],
    }),
  }),
});

const QUOTA = 'GET /api/quota/v3/usage';

async function storeWithUsageCached(deleteAnswer: { status: number; body?: unknown }) {
  appUsageLoads = 0;
  const { calls } = mockFetch({
    [QUOTA]: { status: 200, body: quotaUsageFixture() },
    'DELETE /api/backup/v4/devices/phone-1': deleteAnswer,
    'DELETE /api/backup/v4/contents/SMS?tdid=phone-1&cid=SMS': deleteAnswer,
  });
  const store = makeStore();
  const subscriptions = [
    store.dispatch(quotaUsageApi.endpoints.getQuotaUsage.initiate()),
    store.dispatch(appUsageProbe.endpoints.appUsageProbe.initiate()),
  ];
  await Promise.all(subscriptions);
  const quotaLoads = () => calls.filter((call) => `${call.method} ${call.path}` === QUOTA).length;
  // Whether each usage is being asked again: RTK Query starts that as the deletion settles.
  const asking = () =>
    [quotaUsageApi.endpoints.getQuotaUsage.select()(store.getState()), appUsageProbe.endpoints.appUsageProbe.select()(store.getState())].map(
      (entry) => entry.status === 'pending',
    );
  return { store, quotaLoads, asking, subscriptions };
}

const BATCH = '3f2a6a8e-1c1b-4c58-9d6e-0b8f3a9c2d11';

describe('deleting a backup', () => {
  let unsubscribe: () => void = () => undefined;
  afterEach(() => unsubscribe());

  it.each([
    ['a device', deleteBackupDeviceApi.endpoints.deleteBackupDevice.initiate({ deviceId: 'phone-1', batchId: BATCH })],
    ['one content', deleteBackupContentApi.endpoints.deleteBackupContent.initiate({ deviceId: 'phone-1', cid: 'SMS', batchId: BATCH })],
  ])('of %s loads the quota usage and the app usage again', async (_what, deletion) => {
    const { store, quotaLoads, asking, subscriptions } = await storeWithUsageCached({ status: 200, body: {} });
    unsubscribe = () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    expect([quotaLoads(), appUsageLoads]).toEqual([1, 1]);

    await store.dispatch(deletion);
    expect(asking()).toEqual([true, true]);
    await vi.waitFor(() => expect([quotaLoads(), appUsageLoads]).toEqual([2, 2]));
  });

  it('that fails keeps the cached usage', async () => {
    const { store, quotaLoads, asking, subscriptions } = await storeWithUsageCached({
      status: 403,
      body: { rcode: 40305001, rmsg: 'confirm token required' },
    });
    unsubscribe = () => subscriptions.forEach((subscription) => subscription.unsubscribe());

    await store.dispatch(deleteBackupDeviceApi.endpoints.deleteBackupDevice.initiate({ deviceId: 'phone-1', batchId: BATCH }));
    // A successful deletion has started asking again by now (the test above).
    expect(asking()).toEqual([false, false]);
    expect([quotaLoads(), appUsageLoads]).toEqual([1, 1]);
  });
});
