import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { loggedOut } from '@/stores/session-actions';
import { signedInAuthState, TEST_SESSION } from '@/testing/render';
import {
  authenticationFailed,
  authenticationStarted,
  authenticationSucceeded,
  fullLogoutReset,
  initialAuthState,
  sessionCleared,
} from './auth-slice';
import { enterSignedOutPage, fullLogout } from './full-logout';

describe('auth slice (spec §4 Auth)', () => {
  it('authenticate start sets isAuthenticating', () => {
    const store = makeStore();
    store.dispatch(authenticationStarted());
    expect(store.getState().auth.isAuthenticating).toBe(true);
  });

  it('success logs in, clears fullyLogout and keeps the account', () => {
    const store = makeStore({
      auth: { ...initialAuthState, fullyLogout: true, isAuthenticating: true },
    });
    store.dispatch(authenticationSucceeded({ session: TEST_SESSION, hasLogInBefore: true }));
    expect(store.getState().auth).toMatchObject({
      isLoggedIn: true,
      isAuthenticating: false,
      fullyLogout: false,
      isLoginError: false,
      hasLogInBefore: true,
      session: TEST_SESSION,
    });
  });

  it('failure sets isLoginError and forgets any session', () => {
    const store = makeStore({ auth: { ...signedInAuthState(), isAuthenticating: true } });
    store.dispatch(authenticationFailed('Request failed with status 401'));
    expect(store.getState().auth).toMatchObject({
      isLoginError: true,
      loginErrorMessage: 'Request failed with status 401',
      isAuthenticating: false,
      isLoggedIn: false,
      session: null,
    });
  });

  it('logout clears isLoggedIn and turns high contrast off', () => {
    const store = makeStore({
      auth: signedInAuthState(),
      preferences: { ...makePreferencesState(), isHighContrast: true },
    });
    store.dispatch(loggedOut());
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(store.getState().auth.session).toBeNull();
    expect(store.getState().preferences.isHighContrast).toBe(false);
  });

  it('a cleared session is no longer logged in', () => {
    const store = makeStore({ auth: signedInAuthState() });
    store.dispatch(sessionCleared());
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, session: null });
  });

  it('full logout sets fullyLogout and clears storage but the kept session item', () => {
    localStorage.setItem('cp.language', 'en');
    document.cookie = 'consent=1; Path=/';
    sessionStorage.setItem(SessionStorageKeys.postLoginDestination, '/backup');
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'timeout');
    const store = makeStore({ auth: signedInAuthState() });

    store.dispatch(fullLogout());

    expect(store.getState().auth).toMatchObject({
      fullyLogout: true,
      isLoggedIn: false,
      session: null,
    });
    expect(localStorage.length).toBe(0);
    expect(document.cookie).not.toContain('consent=1');
    expect(sessionStorage.getItem(SessionStorageKeys.postLoginDestination)).toBeNull();
    expect(sessionStorage.getItem(SessionStorageKeys.signOutReason)).toBe('timeout');
  });

  it('the reset clears fullyLogout; entering a signed-out page resets, then logs out fully', () => {
    const store = makeStore({ auth: { ...initialAuthState, fullyLogout: true } });
    store.dispatch(fullLogoutReset());
    expect(store.getState().auth.fullyLogout).toBe(false);

    localStorage.setItem('cp.signedOut', '1');
    store.dispatch(enterSignedOutPage());
    expect(store.getState().auth.fullyLogout).toBe(true);
    expect(localStorage.getItem('cp.signedOut')).toBeNull();
  });
});
