import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { selectIsLoggedIn, sessionCleared } from '@/features/auth/auth-slice';
import { checkSession } from '@/features/auth/check-session';
import { enterSignedOutPage } from '@/features/auth/full-logout';
import { sessionLostRoute } from '@/features/auth/session-lost-route';
import { consentChanged } from '@/features/cookies/consent-slice';
import { isApiError } from '@/lib/api/api-error';
import { cloudApi } from '@/lib/api/cloud-api';
import { forgetKnownAnswers } from '@/lib/api/known-answers';
import { readConsent } from '@/lib/storage/cookie-consent';
import { clientStorage } from '@/stores/client-storage';
import { purgePersistedState } from '@/stores/persisted-store';
import { cookieRegimeOf } from '@/lib/storage/cookie-regime';
import { errorRouteForStatus } from '@/lib/navigation/error-routes';
import { handleGlobalError } from '@/lib/api/global-error-handler';
import type { AppStore } from '../store';
import { resolveUnknownPath } from '../unknown-path';

/**
 * Forgets every cached server answer (spec §2 Routing: the login, logout and timeout routes
 * "purge the cached store", and so does a visitor on a protected route), so no account's
 * data outlives its session; the sealed copy of the kept slices goes with them (writing
 * pauses while signed out: main.tsx).
 */
export function purgeCachedStore(store: AppStore): void {
  store.dispatch(cloudApi.util.resetApiState());
  forgetKnownAnswers();
  purgePersistedState(clientStorage);
}

/**
 * Protected routes check the session before anything else loads (spec §2 Routing). No
 * session: the cache is purged and the user goes to the time-out, sign-out or login page
 * (spec §4 Auth, `sessionLostRoute`); any other failure: its error page. A check cut short
 * by a newer navigation is left alone.
 */
export async function requireSession(store: AppStore, signal: AbortSignal): Promise<SessionInfo> {
  // Read before the check: a failed check forgets the session.
  const wasSignedIn = selectIsLoggedIn(store.getState());
  try {
    // The global handler would send every 401 to the login page; this check decides itself.
    return await store.dispatch(checkSession({ signal, skipGlobalErrorHandler: true }));
  } catch (error) {
    if (signal.aborted) throw error;
    if (isApiError(error) && error.status === 401) {
      purgeCachedStore(store);
      throw redirect(sessionLostRoute({ wasSignedIn }));
    }
    // Other failures keep the global handling (sign-out, verification, offline reload…);
    // a navigation it starts wins over this loader's.
    if (isApiError(error)) handleGlobalError(error, { isTicketCall: false });
    if (signal.aborted) throw error;
    throw redirect(errorRouteForStatus(isApiError(error) ? error.status : 500));
  }
}

export function protectedLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    await requireSession(store, request.signal);
    return null;
  };
}

/**
 * Public pages that still know who is reading — the error pages, the not-found and
 * coming-soon pages, help and cookie pages — check the session first (spec §2 Routing) so
 * a signed-in user keeps the header and a way home; a visitor simply sees the page.
 */
export function optionalSessionLoader(store: AppStore) {
  return async ({ request }: LoaderFunctionArgs) => {
    await store
      .dispatch(checkSession({ signal: request.signal, skipGlobalErrorHandler: true }))
      .catch(() => undefined);
    return null;
  };
}

/**
 * The login page starts from a clean slate (spec §2: the login route purges the cached
 * store): whatever session the store held is forgotten, so the header shows no profile.
 */
export function loginLoader(store: AppStore) {
  return () => {
    store.dispatch(sessionCleared());
    purgeCachedStore(store);
    return null;
  };
}

/**
 * The sign-out and time-out pages log out fully on entry and purge the cache (spec §2). The
 * full logout clears the cookies, the consent cookie with them, so the banner asks again.
 */
export function signedOutLoader(store: AppStore) {
  return () => {
    store.dispatch(enterSignedOutPage());
    purgeCachedStore(store);
    store.dispatch(consentChanged(readConsent()));
    return null;
  };
}

/**
 * The cookie-policy pages (spec §2 Routing): home where the viewer's country has no cookie
 * regime; otherwise readable by visitors too, with the header of a signed-in user.
 */
export function cookiePolicyLoader(store: AppStore) {
  const checkOptionalSession = optionalSessionLoader(store);
  return async (args: LoaderFunctionArgs) => {
    if (cookieRegimeOf(store.getState().preferences.countryCode) === null) {
      throw redirect(PortalRoutes.home);
    }
    return checkOptionalSession(args);
  };
}

/** Any address that matches no screen. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw redirect(resolveUnknownPath(new URL(request.url).pathname));
}
