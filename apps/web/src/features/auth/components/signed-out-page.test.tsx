import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type * as EncryptedStorageModule from '@/lib/storage/encrypted-storage';
import { createEncryptedStorage } from '@/lib/storage/encrypted-storage';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { captureFormSubmissions, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AUTHORIZE_FORM } from '../testing/authorize-form';
import { LogoutPage } from './logout-page';
import { TimeoutPage } from './timeout-page';

// jsdom has no IndexedDB: every sealed storage of this file shares one key kept in memory.
vi.mock('@/lib/storage/encrypted-storage', async (importOriginal) => {
  const actual = await importOriginal<typeof EncryptedStorageModule>();
  const { memoryKeyStore } = await import('@/testing/memory-key-store');
  const keyStore = memoryKeyStore();
  return {
    ...actual,
    createEncryptedStorage: (options: Parameters<typeof actual.createEncryptedStorage>[0] = {}) =>
      actual.createEncryptedStorage({ keyStore, ...options }),
  };
});

const MARKER_KEY = LocalStorageKeys.signInFromSignedOutPage;

/** Presses Sign in and answers what local storage held as the browser left for the provider. */
async function signInFrom(page: 'logout' | 'timeout') {
  const user = userEvent.setup();
  const { calls } = mockFetch({ 'POST /auth/authorize': { status: 200, body: AUTHORIZE_FORM } });
  const submitted = captureFormSubmissions();
  const submit = vi.mocked(HTMLFormElement.prototype.submit);
  const record = submit.getMockImplementation();
  const markerWhenLeaving: (string | null)[] = [];
  submit.mockImplementation(function (this: HTMLFormElement) {
    markerWhenLeaving.push(localStorage.getItem(MARKER_KEY));
    record?.call(this);
  });
  renderWithProviders(page === 'logout' ? <LogoutPage /> : <TimeoutPage />, {
    route: PortalRoutes[page],
    preloadedState: { preferences: makePreferencesState('en', 'US') },
  });
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  return { calls, submitted, markerWhenLeaving };
}

describe('LogoutPage (spec §2 Sign-out landing page)', () => {
  it('says the user was signed out and shows the cookie notice only where consent applies', () => {
    const { unmount } = renderWithProviders(<LogoutPage />, {
      route: PortalRoutes.logout,
      preloadedState: { preferences: makePreferencesState('en', 'US') },
    });
    expect(screen.getByRole('heading', { level: 1, name: "You're signed out" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/essential cookies/i)).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<LogoutPage />, {
      route: PortalRoutes.logout,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    expect(screen.getByText(/essential cookies/i)).toBeInTheDocument();
  });

  it('Sign in stores a sealed marker in local storage, then submits the login page’s GET form', async () => {
    const { calls, submitted, markerWhenLeaving } = await signInFrom('logout');

    // The marker was there before the browser left, and it is sealed: its text is not readable.
    expect(markerWhenLeaving).toHaveLength(1);
    expect(markerWhenLeaving[0]).not.toBeNull();
    expect(markerWhenLeaving[0]).not.toContain('logout');
    expect(await createEncryptedStorage().getItem(MARKER_KEY)).toEqual({ from: PortalRoutes.logout });

    // The same round trip as the login page's: home afterwards, the provider's Back to sign-in.
    expect(sessionStorage.getItem(SessionStorageKeys.postLoginDestination)).toBe(PortalRoutes.home);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/authorize',
      body: { returnTo: '/', locale: 'en-US', countryCode: 'US', goBackRoute: '/login' },
    });
    expect(submitted[0]).toEqual({ action: AUTHORIZE_FORM.action, method: 'get', target: '', rel: '', fields: AUTHORIZE_FORM.fields });
  });
});

describe('TimeoutPage Sign in (spec §2: "same behaviour as above")', () => {
  it('stores the sealed marker naming the time-out page, then submits the form', async () => {
    const { submitted, markerWhenLeaving } = await signInFrom('timeout');
    expect(markerWhenLeaving[0]).not.toBeNull();
    expect(markerWhenLeaving[0]).not.toContain('timeout');
    expect(await createEncryptedStorage().getItem(MARKER_KEY)).toEqual({ from: PortalRoutes.timeout });
    expect(submitted[0]?.action).toBe(AUTHORIZE_FORM.action);
  });
});
