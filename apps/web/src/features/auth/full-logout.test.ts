import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { KEY_DATABASE_NAME } from '@/lib/storage/encrypted-storage';
import { LOCAL_DATABASE_NAME } from '@/lib/storage/local-database';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { clearBrowserData, enterSignedOutPage } from './full-logout';

describe('clearBrowserData (spec §4 full logout)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('forgets local storage, cookies and session storage but the sign-out reason', () => {
    vi.stubGlobal('indexedDB', { deleteDatabase: vi.fn() });
    localStorage.setItem(LocalStorageKeys.persistedStore, 'sealed');
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'timeout');
    sessionStorage.setItem('other', 'x');
    document.cookie = 'cp_confirm_token=abc; Path=/';

    clearBrowserData();

    expect(localStorage.getItem(LocalStorageKeys.persistedStore)).toBeNull();
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(sessionStorage.getItem(SessionStorageKeys.signOutReason)).toBe('timeout');
    expect(document.cookie).not.toContain('cp_confirm_token=abc');
  });

  it('deletes the local database and the key that sealed the persisted store', () => {
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });

    clearBrowserData();

    expect(deleteDatabase).toHaveBeenCalledWith(LOCAL_DATABASE_NAME);
    expect(deleteDatabase).toHaveBeenCalledWith(KEY_DATABASE_NAME);
  });
});

describe('enterSignedOutPage (spec §2 sign-out page, §4 Auth)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('turns off the high contrast the page started with from the preference held before signing out', () => {
    vi.stubGlobal('indexedDB', { deleteDatabase: vi.fn() });
    localStorage.setItem(LocalStorageKeys.highContrast, '1');
    const store = makeStore({ preferences: { ...makePreferencesState(), isHighContrast: true } });
    store.dispatch(enterSignedOutPage());
    expect(store.getState().preferences.isHighContrast).toBe(false);
    expect(localStorage.getItem(LocalStorageKeys.highContrast)).toBeNull();
    expect(store.getState().auth.fullyLogout).toBe(true);
  });
});
