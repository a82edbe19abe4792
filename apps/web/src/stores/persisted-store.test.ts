import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, persistedParts, type AppStore, type RootState } from '@/app/store';
import { authenticationSucceeded } from '@/features/auth/auth-slice';
import { fullLogout } from '@/features/auth/full-logout';
import { backupDevicesApi } from '@/features/backup/api/get-backup-devices';
import { temporaryBackupsApi } from '@/features/backup/api/get-temporary-backups';
import {
  devicesResponse,
  NOW,
  temporaryBackup,
  TEMPORARY_TABLET,
} from '@/features/backup/testing/backup-fixtures';
import { usageTabChanged } from '@/features/devices/devices-slice';
import { myDeviceLists } from '@/features/devices/my-device-lists';
import { deviceContextsApi } from '@/lib/shared-api/get-device-contexts';
import { deviceContextsFixture } from '@/testing/cloud-fixtures';
import { createEncryptedStorage, KEY_DATABASE_NAME, type KeyStore } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { mockFetch } from '@/testing/fetch-mock';
import { memoryKeyStore } from '@/testing/memory-key-store';
import { signedInAuthState, TEST_SESSION } from '@/testing/render';
import { deviceImagesCached, deviceImagesRequested } from './device-images-slice';
import {
  PERSISTED_STATE_VERSION,
  persistState,
  purgePersistedState,
  restorePersistedState,
} from './persisted-store';

const PICTURE = {
  model: 'CP-P9100',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  hasImage: true,
  marketingName: 'Aurora 9',
};
const signedIn = (state: RootState) => !state.auth.isLoggedIn;
const NOTHING_KEPT = { preloadedState: {}, keptQueries: {} };

/** The store of the next page load, started from what was kept. */
async function storeFrom(restoring: ReturnType<typeof restorePersistedState<RootState>>) {
  const { preloadedState, keptQueries } = await restoring;
  return makeStore(preloadedState, keptQueries);
}

describe('persisted client store', () => {
  it('keeps the chosen slices across a reload, sealed in local storage', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const store = makeStore({ auth: signedInAuthState() });
    const writer = persistState(store, persistedParts, storage, {
      isPaused: signedIn,
      delayMs: 0,
    });

    store.dispatch(usageTabChanged('backup'));
    store.dispatch(deviceImagesRequested(['CP-T7200']));
    store.dispatch(deviceImagesCached([PICTURE]));
    mockFetch({ 'GET /api/device-context/v1/devices': { status: 200, body: { devices: deviceContextsFixture() } } });
    await store.dispatch(deviceContextsApi.endpoints.getDeviceSummaries.initiate());
    await writer.flush();
    writer.stop();

    const raw = localStorage.getItem(LocalStorageKeys.persistedStore) ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('Aurora');
    expect(raw).not.toContain('backup');
    expect(raw).not.toContain('phone-1');

    // The next page load: the store starts from what was kept.
    const reloaded = await storeFrom(restorePersistedState<RootState>(persistedParts, storage));
    expect(reloaded.getState().devices.usageTab).toBe('backup');
    // The device lists, split and sorted as the screens show them (spec §3).
    const lists = myDeviceLists(deviceContextsApi.endpoints.getDeviceSummaries.select()(reloaded.getState()).data ?? []);
    expect(lists.normal.map((device) => device.id)).toEqual(['phone-1', 'tablet-1', 'watch-1']);
    expect(lists.knox.map((device) => device.id)).toEqual(['phone-1-knox']);
    expect(reloaded.getState().deviceImages.images).toEqual([PICTURE]);
    // What was in flight is not kept: the next visit asks again.
    expect(reloaded.getState().deviceImages.pendingModels).toEqual([]);
    // Slices not kept start as usual.
    expect(reloaded.getState().selection.selectedIds).toEqual([]);
  });

  it('writes nothing while paused (signed out, or on the login, logout and time-out pages)', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const store = makeStore();
    const writer = persistState(store, persistedParts, storage, {
      isPaused: signedIn,
      delayMs: 0,
    });
    store.dispatch(usageTabChanged('backup'));
    await writer.flush();
    writer.stop();
    expect(localStorage.getItem(LocalStorageKeys.persistedStore)).toBeNull();
  });

  it('starts empty when nothing was kept, the snapshot is of another version, or it was purged', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    expect(await restorePersistedState(persistedParts, storage)).toEqual(NOTHING_KEPT);

    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION + 1,
      slices: { devices: { usageTab: 'backup' } },
    });
    expect(await restorePersistedState(persistedParts, storage)).toEqual(NOTHING_KEPT);

    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION,
      slices: { devices: { usageTab: 'backup' } },
    });
    purgePersistedState(storage);
    expect(await restorePersistedState(persistedParts, storage)).toEqual(NOTHING_KEPT);
  });

  it('drops fields the slices do not keep and answers of other calls, so an old snapshot cannot add state', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const devices = { endpointName: 'getDeviceSummaries', originalArgs: undefined, data: [], tags: [] };
    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION,
      slices: {
        devices: { usageTab: 'backup', injected: true },
        deviceImages: { images: [PICTURE], pendingModels: ['CP-X'] },
        auth: { isLoggedIn: true },
      },
      queries: {
        'getDeviceSummaries(undefined)': devices,
        'getSession(undefined)': { ...devices, endpointName: 'getSession' },
      },
    });
    const restored = await restorePersistedState<RootState>(persistedParts, storage);
    expect(restored).toEqual({
      preloadedState: {
        devices: { usageTab: 'backup' },
        deviceImages: { images: [PICTURE], pendingModels: [] },
      },
      keptQueries: { 'getDeviceSummaries(undefined)': devices },
    });
  });

  it('starts empty when the key store cannot be reached', async () => {
    localStorage.setItem(LocalStorageKeys.persistedStore, '{"v":1,"iv":"AAAA","data":"AAAA"}');
    const storage = createEncryptedStorage({
      keyStore: {
        load: () => Promise.reject(new Error('no IndexedDB')),
        saveIfAbsent: () => Promise.reject(new Error('no IndexedDB')),
      },
      storage: localStorage,
    });
    expect(await restorePersistedState(persistedParts, storage)).toEqual(NOTHING_KEPT);
  });
});

/** As main.tsx pauses writing: signed out, or fully logged out. */
const pausedAsInMain = (state: RootState) => !state.auth.isLoggedIn || state.auth.fullyLogout;

/** A key store that forgets its key when the key database is deleted, as IndexedDB would. */
function deletableKeyStore(): KeyStore {
  let stored: CryptoKey | undefined;
  vi.stubGlobal('indexedDB', {
    deleteDatabase: (name: string) => {
      if (name === KEY_DATABASE_NAME) stored = undefined;
    },
  });
  return {
    load: async () => stored,
    saveIfAbsent: async (key) => (stored ??= key),
  };
}

interface KeptPart {
  /** Brings the part into the store, as the app does. */
  fill(store: AppStore): Promise<void>;
  /** The part as the store holds it. */
  read(state: RootState): unknown;
  /** Texts of the part that must never be readable in local storage. */
  secrets: readonly string[];
}

/** The three parts of spec §3 that come from the server: the user's backup list, the temporary backups, the profile. */
const KEPT_PARTS: Record<string, KeptPart> = {
  "the user's backup list": {
    fill: async (store) => {
      mockFetch({ 'GET /api/backup/v4/devices': { status: 200, body: devicesResponse() } });
      await store.dispatch(backupDevicesApi.endpoints.getBackupDevices.initiate());
    },
    read: (state) => backupDevicesApi.endpoints.getBackupDevices.select()(state).data,
    secrets: ["Alex's phone", 'phone-1', 'CP-P9100', 'CONTACT'],
  },
  'the temporary backups': {
    fill: async (store) => {
      mockFetch({
        'GET /api/ctb/csweb/backups': {
          status: 200,
          body: { backups: [temporaryBackup(), TEMPORARY_TABLET] },
        },
      });
      await store.dispatch(temporaryBackupsApi.endpoints.getTemporaryBackups.initiate());
    },
    read: (state) => [
      temporaryBackupsApi.endpoints.getTemporaryBackups.select()(state).data,
      state.backup.expiryCounter,
    ],
    secrets: ['tb_phone', 'tb_tablet', 'CP-T7200'],
  },
  'the profile': {
    fill: async (store) => {
      store.dispatch(authenticationSucceeded({ session: TEST_SESSION, hasLogInBefore: true }));
      await Promise.resolve();
    },
    read: (state) => state.profile.profile,
    secrets: ['Alex Morgan', 'alex@example.com'],
  },
};

describe('persisted client store: the backup lists and the profile (spec §3)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Signs in, fills the part and waits until the sealed snapshot is written. */
  async function persist(part: KeptPart, keyStore: KeyStore) {
    const storage = createEncryptedStorage({ keyStore, storage: localStorage });
    const store = makeStore({ auth: signedInAuthState() });
    const writer = persistState(store, persistedParts, storage, {
      isPaused: pausedAsInMain,
      delayMs: 0,
    });
    await part.fill(store);
    await writer.flush();
    writer.stop();
    return store;
  }

  /** The next page load: a new sealed storage over the same browser, and a store made from it. */
  async function reload(keyStore: KeyStore) {
    const storage = createEncryptedStorage({ keyStore, storage: localStorage });
    return storeFrom(restorePersistedState<RootState>(persistedParts, storage));
  }

  it.each(Object.entries(KEPT_PARTS))('keeps %s across a reload, sealed', async (_name, part) => {
    const keyStore = memoryKeyStore();
    const store = await persist(part, keyStore);
    const kept = part.read(store.getState());
    expect(kept).not.toEqual(part.read(makeStore().getState()));

    const raw = localStorage.getItem(LocalStorageKeys.persistedStore) ?? '';
    expect(raw).toMatch(/^\{"v":1,"iv":"[^"]+","data":"[^"]+"\}$/);
    for (const secret of part.secrets) expect(raw).not.toContain(secret);

    const reloaded = await reload(keyStore);
    expect(part.read(reloaded.getState())).toEqual(kept);
  });

  it.each(Object.entries(KEPT_PARTS))(
    'leaves nothing of %s after a full logout',
    async (_name, part) => {
      const keyStore = deletableKeyStore();
      const store = await persist(part, keyStore);
      const sealed = localStorage.getItem(LocalStorageKeys.persistedStore);
      expect(sealed).not.toBeNull();

      store.dispatch(fullLogout());
      expect(localStorage.getItem(LocalStorageKeys.persistedStore)).toBeNull();
      const empty = part.read(makeStore().getState());
      expect(part.read((await reload(keyStore)).getState())).toEqual(empty);

      // A copy taken before the logout no longer opens: the key went with the key database.
      localStorage.setItem(LocalStorageKeys.persistedStore, sealed ?? '');
      expect(part.read((await reload(keyStore)).getState())).toEqual(empty);
      expect(localStorage.getItem(LocalStorageKeys.persistedStore)).toBeNull();
    },
  );
});
