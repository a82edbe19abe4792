import { describe, expect, it } from 'vitest';
import { initialSelectionState } from '@cloud-portal/domain/selection';
import { makeStore } from '@/app/store';
import { deviceContextsFixture, quotaUsageFixture } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { signedInAuthState } from '@/testing/render';
import { savePendingSyncDeletion } from './pending-sync-deletion';
import { syncDeleteLoader, syncedAppsLoader } from './sync-loaders';

const ANSWERS = {
  'GET /api/quota/v3/usage': { status: 200, body: quotaUsageFixture() },
  'GET /api/device-context/v1/devices': { status: 200, body: { devices: deviceContextsFixture() } },
  'GET /api/lgi/eos/v1/task/incompleted': { status: 200, body: { incompletedTasks: [] } },
};

describe('synced-app loaders', () => {
  it('/sync loads usage, devices and unfinished tasks before it shows', async () => {
    const { calls } = mockFetch(ANSWERS);
    const store = makeStore({ auth: signedInAuthState() });
    await syncedAppsLoader(store)();
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/device-context/v1/devices?limit=100',
      '/api/lgi/eos/v1/task/incompleted',
      '/api/quota/v3/usage',
    ]);
  });

  it('loads nothing without a session', async () => {
    const { calls } = mockFetch(ANSWERS);
    await syncedAppsLoader(makeStore())();
    expect(calls).toEqual([]);
  });

  it('/sync/delete starts with nothing selected', async () => {
    mockFetch(ANSWERS);
    const store = makeStore({
      auth: signedInAuthState(),
      selection: { ...initialSelectionState, selectedIds: ['old'] },
    });
    await syncDeleteLoader(store)();
    expect(store.getState().selection).toEqual(initialSelectionState);
  });

  it('/sync/delete takes back the choice kept across the password gate, marked as a redirect', async () => {
    mockFetch(ANSWERS);
    savePendingSyncDeletion(['notes', 'internet']);
    const store = makeStore({ auth: signedInAuthState() });
    await syncDeleteLoader(store)();
    expect(store.getState().selection).toMatchObject({
      selectedIds: ['notes', 'internet'],
      isRedirect: true,
    });
  });
});
