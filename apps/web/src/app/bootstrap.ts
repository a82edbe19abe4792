import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { resolveStartPreferences } from '@cloud-portal/domain/start-preferences';
import { SUPPORTED_COUNTRIES } from '@/i18n/region-list';
import { captureConfirmToken } from '@/lib/api/confirm-token';
import { readPreference } from '@/lib/storage/preference-storage';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState, type PreferencesState } from '@/stores/preferences-state';

type BrowserWindow = Pick<Window, 'location' | 'history' | 'sessionStorage' | 'localStorage'> & { document: Pick<Document, 'cookie'> };

/** The query flag the sign-in callback adds (`/?success=1#<returnTo>`). */
const SUCCESS_PARAM = 'success';

/** Stored destinations that are pages of their own rather than places to return to. */
const SIGNED_OUT_DESTINATIONS: readonly string[] = [PortalRoutes.logout, PortalRoutes.timeout];

/**
 * Spec §2: "After a successful login the address is cleaned of the success flag." Removes
 * `success=1` from the query without a reload or a history entry; keeps everything else.
 * Returns true when the flag was there, i.e. this page load ends a sign-in.
 */
export function cleanSuccessFlag(win: Pick<Window, 'location' | 'history'> = window): boolean {
  const params = new URLSearchParams(win.location.search);
  if (params.get(SUCCESS_PARAM) !== '1') return false;
  params.delete(SUCCESS_PARAM);
  const query = params.toString();
  const address = `${win.location.pathname}${query === '' ? '' : `?${query}`}${win.location.hash}`;
  win.history.replaceState(win.history.state, '', address);
  return true;
}

/**
 * The end of a sign-in round trip: remember for this tab that a sign-in happened, forget
 * why the last session ended and the marker a signed-out page's Sign in left, and consume
 * the recorded destination. A destination of the sign-out or time-out page sends the user
 * there (spec §2 Routing); any other one is already in the hash.
 */
export function completeSignIn(win: BrowserWindow = window): void {
  try {
    win.sessionStorage.setItem(SessionStorageKeys.hasLoggedInBefore, '1');
    // A new session: the reason the last one ended no longer applies (features/auth/session-lost-route.ts).
    win.sessionStorage.removeItem(SessionStorageKeys.signOutReason);
    const destination = win.sessionStorage.getItem(SessionStorageKeys.postLoginDestination);
    win.sessionStorage.removeItem(SessionStorageKeys.postLoginDestination);
    if (destination !== null && SIGNED_OUT_DESTINATIONS.includes(destination)) {
      const { pathname, search } = win.location;
      win.history.replaceState(win.history.state, '', `${pathname}${search}#${destination}`);
    }
    // The sign-in it marked has completed (features/auth/sign-in-marker.ts).
    win.localStorage.removeItem(LocalStorageKeys.signInFromSignedOutPage);
  } catch {
    // Storage can be switched off; the hash from the callback still says where to go.
  }
}

/** Everything the address needs before the router reads it. */
export function prepareAddress(win: BrowserWindow = window): void {
  if (cleanSuccessFlag(win)) completeSignIn(win);
  captureConfirmToken(win);
}

/**
 * A page restored from the back-forward cache still holds the signed-in screens in memory.
 * Reloading it makes the Back button after a sign-out go through the session check
 * instead of showing private data.
 */
export function reloadWhenRestoredFromCache(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> = window,
): () => void {
  function onPageShow(event: PageTransitionEvent) {
    if (event.persisted) win.location.reload();
  }
  win.addEventListener('pageshow', onPageShow);
  return () => win.removeEventListener('pageshow', onPageShow);
}

/**
 * The viewer's preferences at start-up (spec §5 validation): the remembered language and
 * country, else the browser's, normalised and checked by the domain rules; high contrast
 * as it was left. `availableLanguages` are the languages with a translation bundle.
 */
export function readStartPreferences(
  availableLanguages: readonly string[],
  browserLanguages: readonly string[] = navigator.languages,
): PreferencesState {
  const { language, countryCode } = resolveStartPreferences({
    storedLanguage: readPreference(LocalStorageKeys.language),
    storedCountry: readPreference(LocalStorageKeys.country),
    browserLanguages,
    availableLanguages,
    supportedCountries: SUPPORTED_COUNTRIES,
  });
  return {
    ...makePreferencesState(language, countryCode),
    isHighContrast: readPreference(LocalStorageKeys.highContrast) === '1',
  };
}
