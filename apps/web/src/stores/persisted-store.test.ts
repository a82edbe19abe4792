import { describe, expect, it } from 'vitest';
import { makeStore, persistedSlices, type RootState } from '@/app/store';
import { usageTabChanged } from '@/features/devices/devices-slice';
import { createEncryptedStorage, type KeyStore } from '@/lib/encrypted-storage';
import { LocalStorageKeys } from '@/lib/storage-keys';
import { signedInAuthState } from '@/testing/render';
import { deviceImagesCached, deviceImagesRequested } from './device-images-slice';
import {
  PERSISTED_STATE_VERSION,
  persistState,
  purgePersistedState,
  restorePersistedState,
} from './persisted-store';

function memoryKeyStore(): KeyStore {
  let stored: CryptoKey | undefined;
  return {
    load: async () => stored,
    saveIfAbsent: async (key) => (stored ??= key),
  };
}

const PICTURE = {
  model: 'CP-P9100',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  hasImage: true,
  marketingName: 'Aurora 9',
};
const signedIn = (state: RootState) => !state.auth.isLoggedIn;

describe('persisted client store', () => {
  it('keeps the chosen slices across a reload, sealed in local storage', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const store = makeStore({ auth: signedInAuthState() });
    const writer = persistState(store, persistedSlices, storage, {
      isPaused: signedIn,
      delayMs: 0,
    });

    store.dispatch(usageTabChanged('backup'));
    store.dispatch(deviceImagesRequested(['CP-T7200']));
    store.dispatch(deviceImagesCached([PICTURE]));
    await writer.flush();
    writer.stop();

    const raw = localStorage.getItem(LocalStorageKeys.persistedStore) ?? '';
    expect(raw).not.toBe('');
    expect(raw).not.toContain('Aurora');
    expect(raw).not.toContain('backup');

    // The next page load: the store starts from what was kept.
    const restored = await restorePersistedState<RootState>(persistedSlices, storage);
    const reloaded = makeStore(restored);
    expect(reloaded.getState().devices.usageTab).toBe('backup');
    expect(reloaded.getState().deviceImages.images).toEqual([PICTURE]);
    // What was in flight is not kept: the next visit asks again.
    expect(reloaded.getState().deviceImages.pendingModels).toEqual([]);
    // Slices not kept start as usual.
    expect(reloaded.getState().selection.selectedIds).toEqual([]);
  });

  it('writes nothing while paused (signed out, or on the login, logout and time-out pages)', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    const store = makeStore();
    const writer = persistState(store, persistedSlices, storage, {
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
    expect(await restorePersistedState(persistedSlices, storage)).toEqual({});

    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION + 1,
      slices: { devices: { usageTab: 'backup' } },
    });
    expect(await restorePersistedState(persistedSlices, storage)).toEqual({});

    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION,
      slices: { devices: { usageTab: 'backup' } },
    });
    purgePersistedState(storage);
    expect(await restorePersistedState(persistedSlices, storage)).toEqual({});
  });

  it('drops fields the slices do not keep, so an old snapshot cannot add state', async () => {
    const storage = createEncryptedStorage({ keyStore: memoryKeyStore(), storage: localStorage });
    await storage.setItem(LocalStorageKeys.persistedStore, {
      version: PERSISTED_STATE_VERSION,
      slices: {
        devices: { usageTab: 'backup', injected: true },
        deviceImages: { images: [PICTURE], pendingModels: ['CP-X'] },
        auth: { isLoggedIn: true },
      },
    });
    const restored = await restorePersistedState<RootState>(persistedSlices, storage);
    expect(restored).toEqual({
      devices: { usageTab: 'backup' },
      deviceImages: { images: [PICTURE], pendingModels: [] },
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
    expect(await restorePersistedState(persistedSlices, storage)).toEqual({});
  });
});
