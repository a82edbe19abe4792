import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { sessionCleared } from '@/features/auth/auth-slice';
import { checkSession } from '@/features/auth/check-session';
import { enterSignedOutPage } from '@/features/auth/full-logout';
import { isApiError } from '@/lib/api-error';
import { errorRouteForStatus } from '@/lib/error-routes';
import type { AppStore } from '../store';
import { resolveUnknownPath } from '../unknown-path';

/**
 * Protected routes check the session before anything else loads (spec §2 Routing). No
 * session: the login page; any other failure: its error page. A check cut short by a newer
 * navigation is left alone.
 */
export async function requireSession(store: AppStore, signal: AbortSignal): Promise<SessionInfo> {
  try {
    return await store.dispatch(checkSession({ signal }));
  } catch (error) {
    if (signal.aborted) throw error;
    if (isApiError(error) && error.status === 401) throw redirect(PortalRoutes.login);
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
 * The not-found page checks the session first (spec §2 Routing) so a signed-in user keeps
 * the header and a way home; a visitor simply sees the page.
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
    return null;
  };
}

/** The sign-out and time-out pages log out fully on entry (spec §2). */
export function signedOutLoader(store: AppStore) {
  return () => {
    store.dispatch(enterSignedOutPage());
    return null;
  };
}

/** Any address that matches no screen. */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  throw redirect(resolveUnknownPath(new URL(request.url).pathname));
}
