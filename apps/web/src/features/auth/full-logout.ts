import type { AppThunk } from '@/app/store';
import { deleteKeyDatabase } from '@/lib/storage/encrypted-storage';
import { LOCAL_DATABASE_NAME } from '@/lib/storage/local-database';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { loggedOut } from '@/stores/session-actions';
import { fullLogoutReset, fullyLoggedOut } from './auth-slice';

/** The one session-storage item a full logout keeps: why the user was signed out. */
const KEPT_SESSION_ITEMS: readonly string[] = [SessionStorageKeys.signOutReason];


/**
 * Spec §4 Auth "Full logout": forget everything this browser holds for the account —
 * the cookies script can see (the session cookie itself is HttpOnly and ended by the
 * server), local storage, session storage but one item, the local database, and the key
 * that sealed the persisted store, so nothing written before can be opened again.
 */
export function clearBrowserData(): void {
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '')) {
    if (name !== '') document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  try {
    localStorage.clear();
    const kept = KEPT_SESSION_ITEMS.map((key) => [key, sessionStorage.getItem(key)] as const);
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // Storage can be switched off; there is nothing to clear then.
  }
  if (typeof indexedDB !== 'undefined') indexedDB.deleteDatabase(LOCAL_DATABASE_NAME);
  deleteKeyDatabase();
}

export function fullLogout(): AppThunk {
  return (dispatch) => {
    clearBrowserData();
    dispatch(fullyLoggedOut());
  };
}

/**
 * Entering the sign-out or time-out page (spec §2): reset the fully-logged-out flag, then
 * run the full logout afresh, whatever an earlier one left behind; and log out, which turns
 * high contrast off (spec §4 Auth): the page may have started with the preference the
 * browser still held when it left to sign out at the provider.
 */
export function enterSignedOutPage(): AppThunk {
  return (dispatch) => {
    dispatch(fullLogoutReset());
    dispatch(fullLogout());
    dispatch(loggedOut());
  };
}
