import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, persistedParts, type AppStore } from '@/app/store';
import { cloudApi } from '@/lib/api/cloud-api';
import { isKeptAnswer } from '@/lib/api/kept-queries';
import { keptQueriesOf } from '@/stores/persisted-store';
import { mockFetch } from '@/testing/fetch-mock';
import { deleteBackupDeviceApi } from './api/delete-backup-device';
import { deleteTemporaryBackupApi } from './api/delete-temporary-backup';
import { backupDevicesApi, type BackupDevicesView } from './api/get-backup-devices';
import { temporaryBackupsApi, type TemporaryBackupView } from './api/get-temporary-backups';
import {
  devicesResponse,
  NOW,
  TABLET,
  temporaryBackup,
  TEMPORARY_TABLET,
} from './testing/backup-fixtures';

const BATCH = '3f2a6a8e-1c1b-4c58-9d6e-0b8f3a9c2d11';

async function storeWithBothLists() {
  mockFetch({
    'GET /api/backup/v4/devices': { status: 200, body: devicesResponse() },
    'GET /api/ctb/csweb/backups': {
      status: 200,
      body: { backups: [temporaryBackup(), TEMPORARY_TABLET] },
    },
    'DELETE /api/backup/v4/devices/tablet-1': { status: 200, body: { rcode: 0 } },
    'DELETE /api/ctb/v2/backups/tb_phone': { status: 200, body: { rcode: 0 } },
  });
  const store = makeStore();
  await store.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate());
  await store.dispatch(temporaryBackupsApi.endpoints.getTemporaryBackups.initiate());
  return store;
}

/** The two lists as the persisted client store would write them. */
function keptLists(store: AppStore) {
  const kept = keptQueriesOf(store.getState(), persistedParts.queries);
  return {
    backupList: kept['getBackupDevices(undefined)']?.data as BackupDevicesView | undefined,
    tempBackupData: kept['getTemporaryBackups(undefined)']?.data as TemporaryBackupView[] | undefined,
  };
}

describe('the kept backup lists (spec §3 persisted client store)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are the cached answers themselves', async () => {
    const store = await storeWithBothLists();
    const backup = keptLists(store);
    expect(backup.backupList).toBe(
      backupDevicesApi.endpoints.getBackupDevices.select()(store.getState()).data,
    );
    expect(backup.backupList?.devices.map((device) => device.device_id)).toEqual([
      'phone-1',
      'tablet-1',
      'phone-old',
    ]);
    expect(backup.tempBackupData?.map((entry) => entry.id)).toEqual(['tb_phone', 'tb_tablet']);
  });

  it('follow deletions made in the cache, so a deleted backup is never kept', async () => {
    const store = await storeWithBothLists();
    await store.dispatch(
      deleteBackupDeviceApi.endpoints.deleteBackupDevice.initiate({ deviceId: TABLET.device_id, batchId: BATCH }),
    );
    await store.dispatch(
      deleteTemporaryBackupApi.endpoints.deleteTemporaryBackup.initiate({ id: 'tb_phone', batchId: BATCH }),
    );
    const backup = keptLists(store);
    expect(backup.backupList?.devices.map((device) => device.device_id)).toEqual([
      'phone-1',
      'phone-old',
    ]);
    expect(backup.tempBackupData?.map((entry) => entry.id)).toEqual(['tb_tablet']);
  });

  it('come back after a reload marked as kept, with their tags, and are asked again at their first use', async () => {
    const first = await storeWithBothLists();
    const reloaded = makeStore(undefined, keptQueriesOf(first.getState(), persistedParts.queries));
    const select = backupDevicesApi.endpoints.getBackupDevices.select();
    expect(isKeptAnswer(select(reloaded.getState()))).toBe(true);
    expect(reloaded.getState().cloudApi.provided.keys).toMatchObject({ 'getBackupDevices(undefined)': [{ type: 'BackupDevices' }] });

    const { calls } = mockFetch({ 'GET /api/backup/v4/devices': { status: 200, body: devicesResponse([TABLET]) } });
    await reloaded.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate(undefined, { subscribe: false }));
    expect(calls).toHaveLength(1);
    expect(isKeptAnswer(select(reloaded.getState()))).toBe(false);
    expect(select(reloaded.getState()).data?.devices.map((device) => device.device_id)).toEqual(['tablet-1']);
  });

  it('are forgotten with the cached answers when the cache is purged', async () => {
    const store = await storeWithBothLists();
    store.dispatch(cloudApi.util.resetApiState());
    expect(keptLists(store)).toEqual({ backupList: undefined, tempBackupData: undefined });
    expect(store.getState().backup.expiryCounter).toBe(0);
  });
});
