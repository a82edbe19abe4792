import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { CONFIRM_TOKEN_COOKIE } from '@/lib/api/confirm-token';
import type { ProgressState } from '@/stores/progress-slice';
import { isSessionHeldOpen } from '@/lib/api/session-keep-alive';
import { holdConfirmToken } from '@/testing/confirm-token';
import { mockFetch } from '@/testing/fetch-mock';
import { backupDevicesApi, toBackupDeviceDetail, toBackupDevicesView } from './api/get-backup-devices';
import type { DeletionCall } from './deletion-plan';
import { runDeletion } from './run-deletion';
import { devicesResponse, NOW, OLD_PHONE, TABLET } from './testing/backup-fixtures';

const ERROR = 'A network or server error has occurred';

/** Three device backups to delete, in this order. */
const THREE_DEVICES: DeletionCall[] = [
  { kind: 'device', deviceId: 'phone-1' },
  { kind: 'device', deviceId: 'tablet-1' },
  { kind: 'device', deviceId: 'phone-old' },
];

function storeWithDevices() {
  const store = makeStore();
  void store.dispatch(
    backupDevicesApi.util.upsertQueryData('getBackupDevices', undefined, toBackupDevicesView(devicesResponse(), NOW)),
  );
  for (const deviceId of ['phone-1', 'tablet-1']) {
    void store.dispatch(
      backupDevicesApi.util.upsertQueryData('getBackupDevice', deviceId, toBackupDeviceDetail(devicesResponse(), deviceId, NOW)),
    );
  }
  const progress: ProgressState[] = [];
  store.subscribe(() => {
    const current = store.getState().progress;
    if (progress.at(-1) !== current) progress.push(current);
  });
  return { store, progress };
}

function cachedDeviceIds(store: ReturnType<typeof makeStore>) {
  return backupDevicesApi.endpoints.getBackupDevices
    .select()(store.getState())
    .data?.devices.map((device) => device.device_id);
}

describe('runDeletion', () => {
  it('sends the calls one by one with a pause between them and counts each finished call', async () => {
    holdConfirmToken();
    const { calls } = mockFetch({
      'DELETE /api/backup/v4/devices/phone-1': { status: 200, body: { device_id: 'phone-1' } },
      'DELETE /api/backup/v4/devices/tablet-1': { status: 200, body: { device_id: 'tablet-1' } },
    });
    const { store, progress } = storeWithDevices();
    const order: string[] = [];
    const wait = vi.fn(async (ms: number) => {
      order.push(`wait ${ms} after ${calls.length} calls, session held: ${isSessionHeldOpen()}`);
    });

    const outcome = await store.dispatch(
      runDeletion(
        [
          { kind: 'device', deviceId: 'phone-1' },
          { kind: 'device', deviceId: 'tablet-1' },
        ],
        { errorMessage: ERROR, wait, delayMs: 150 },
      ),
    );

    expect(outcome).toEqual({ type: 'done', completed: 2 });
    expect(order).toEqual(['wait 150 after 1 calls, session held: true']);
    expect(isSessionHeldOpen()).toBe(false);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/backup/v4/devices/phone-1',
      'DELETE /api/backup/v4/devices/tablet-1',
    ]);
    expect(calls.every((call) => call.headers['x-sc-confirm-token'] === 'token-1')).toBe(true);
    // open → run → 1 → 2 → close
    expect(progress.map(({ isOpen, isRunning, completed, total }) => ({ isOpen, isRunning, completed, total }))).toEqual([
      { isOpen: true, isRunning: false, completed: 0, total: 2 },
      { isOpen: true, isRunning: true, completed: 0, total: 2 },
      { isOpen: true, isRunning: true, completed: 1, total: 2 },
      { isOpen: true, isRunning: true, completed: 2, total: 2 },
      { isOpen: false, isRunning: false, completed: 0, total: 0 },
    ]);
    // The lists update without loading them again.
    expect(cachedDeviceIds(store)).toEqual([OLD_PHONE.device_id]);
  });

  it('removes a deleted content item from its device only', async () => {
    holdConfirmToken();
    const { calls } = mockFetch({
      'DELETE /api/backup/v4/contents/SMS?tdid=phone-1&cid=SMS': {
        status: 200,
        body: { device_id: 'phone-1', cid: 'SMS' },
      },
    });
    const { store } = storeWithDevices();
    const outcome = await store.dispatch(
      runDeletion([{ kind: 'content', deviceId: 'phone-1', cid: 'SMS' }], { errorMessage: ERROR, wait: async () => {} }),
    );
    expect(outcome.type).toBe('done');
    expect(calls).toHaveLength(1);
    const detail = (deviceId: string) => backupDevicesApi.endpoints.getBackupDevice.select(deviceId)(store.getState()).data?.device;
    expect(detail('phone-1')?.items.map((i) => i.cid)).toEqual(['CONTACT', 'Voice']);
    expect(detail('tablet-1')?.items.map((i) => i.cid)).toEqual(['CONTACT', 'EVENT', 'UNKNOWN_CID']);
  });

  it('stops on a failure, keeps the dialog open with message and code, and keeps what was not deleted', async () => {
    holdConfirmToken();
    mockFetch({
      'DELETE /api/backup/v4/devices/phone-1': { status: 200, body: { device_id: 'phone-1' } },
      'DELETE /api/backup/v4/devices/tablet-1': { status: 500, body: { rcode: 50000001, rmsg: 'boom' } },
    });
    const { store } = storeWithDevices();
    const outcome = await store.dispatch(runDeletion(THREE_DEVICES, { errorMessage: ERROR, wait: async () => {} }));
    expect(outcome).toMatchObject({
      type: 'failed',
      completed: 1,
      // tablet-1 and phone-old
      remaining: THREE_DEVICES.slice(1),
      error: { status: 500, rcode: 50000001 },
    });
    expect(store.getState().progress).toMatchObject({
      isOpen: true,
      isRunning: false,
      completed: 1,
      error: { message: ERROR, rcode: 50000001 },
    });
    expect(store.getState().toast.current).toBeNull();
    expect(cachedDeviceIds(store)).toEqual([TABLET.device_id, OLD_PHONE.device_id]);
  });

  it('can show the error as a toast too', async () => {
    holdConfirmToken();
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const { store } = storeWithDevices();
    const outcome = await store.dispatch(
      runDeletion([{ kind: 'temporary', id: 't1' }], { errorMessage: ERROR, toastOnError: true }),
    );
    expect(outcome.type).toBe('failed');
    expect(store.getState().toast.current?.message).toBe(ERROR);
  });

  it('on a refused confirm token stops, forgets the token and says the password is needed', async () => {
    holdConfirmToken('expired');
    const { calls } = mockFetch({
      'DELETE /api/backup/v4/devices/phone-1': { status: 200, body: { device_id: 'phone-1' } },
      'DELETE /api/backup/v4/devices/tablet-1': {
        status: 403,
        body: { rcode: 40305001, rmsg: 'Re-enter your password' },
      },
    });
    const { store } = storeWithDevices();
    const outcome = await store.dispatch(runDeletion(THREE_DEVICES, { errorMessage: ERROR, wait: async () => {} }));
    expect(outcome).toEqual({
      type: 'passwordRequired',
      completed: 1,
      // tablet-1 and phone-old
      remaining: THREE_DEVICES.slice(1),
    });
    expect(calls).toHaveLength(2);
    expect(document.cookie).not.toContain(CONFIRM_TOKEN_COOKIE);
    expect(store.getState().progress.isOpen).toBe(false);
    expect(cachedDeviceIds(store)).toEqual([TABLET.device_id, OLD_PHONE.device_id]);
  });

  it('names one batch on every call of a run, a new one for the next run, and forgets the token when a run ends', async () => {
    const { calls } = mockFetch({
      'DELETE /api/backup/v4/devices/phone-1': { status: 200, body: { device_id: 'phone-1' } },
      'DELETE /api/backup/v4/devices/tablet-1': { status: 200, body: { device_id: 'tablet-1' } },
      'DELETE /api/backup/v4/contents/SMS': { status: 200, body: {} },
      'DELETE /api/ctb/v2/backups/tb_phone': { status: 200, body: { id: 'tb_phone' } },
    });
    const { store } = storeWithDevices();
    const options = { errorMessage: ERROR, wait: async () => {} };

    holdConfirmToken('token-1');
    await store.dispatch(
      runDeletion(
        [
          { kind: 'device', deviceId: 'phone-1' },
          { kind: 'content', deviceId: 'tablet-1', cid: 'SMS' },
          { kind: 'device', deviceId: 'tablet-1' },
        ],
        options,
      ),
    );
    expect(document.cookie).not.toContain(CONFIRM_TOKEN_COOKIE);
    holdConfirmToken('token-2');
    await store.dispatch(runDeletion([{ kind: 'temporary', id: 'tb_phone' }], options));

    const batches = calls.map((call) => call.headers['x-portal-confirm-batch']);
    expect(batches[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(batches.slice(0, 3)).toEqual([batches[0], batches[0], batches[0]]);
    expect(batches[3]).toMatch(/^[0-9a-f-]{36}$/);
    expect(batches[3]).not.toBe(batches[0]);
    expect(calls.map((call) => call.headers['x-sc-confirm-token'])).toEqual(['token-1', 'token-1', 'token-1', 'token-2']);
    expect(document.cookie).not.toContain(CONFIRM_TOKEN_COOKIE);
  });

  it('forgets the token when a run fails, so a retry asks for the password', async () => {
    holdConfirmToken('token-1');
    mockFetch({ 'DELETE /api/backup/v4/devices/phone-1': { status: 500, body: { rcode: 50000001, rmsg: 'Server error' } } });
    const { store } = storeWithDevices();
    const outcome = await store.dispatch(
      runDeletion([{ kind: 'device', deviceId: 'phone-1' }], { errorMessage: ERROR, wait: async () => {} }),
    );
    expect(outcome.type).toBe('failed');
    expect(document.cookie).not.toContain(CONFIRM_TOKEN_COOKIE);
  });
});
