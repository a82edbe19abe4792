import { matchRoutes, type RouteObject } from 'react-router';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { selectIsLoggedIn } from '@/features/auth/auth-slice';
import type { AppStore } from './store';

/** Where a signed-in user goes next from the dashboard: the main navigation's screens. */
export const LIKELY_NEXT_SCREENS: readonly string[] = [
  PortalRoutes.backup,
  PortalRoutes.sync,
  PortalRoutes.gallery,
  PortalRoutes.devices,
  PortalRoutes.resetEdpStatus,
];

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5_000 });
  else window.setTimeout(run, 1_000);
}

/** Fetches the chunks of the screens at `paths` (their route `lazy`), without opening them. */
export async function prefetchScreens(routes: RouteObject[], paths: readonly string[]): Promise<void> {
  const lazyRoutes = new Set(
    paths.flatMap((path) => (matchRoutes(routes, path) ?? []).map(({ route }) => route.lazy)),
  );
  await Promise.all(
    [...lazyRoutes].map(async (lazy) => {
      if (typeof lazy === 'function') await lazy().catch(() => undefined);
    }),
  );
}

/**
 * Once someone is signed in, and the browser has nothing else to do, the screens they are
 * likely to open next are fetched, so opening one waits only for its data.
 */
export function prefetchWhenSignedIn(store: AppStore, routes: RouteObject[]): void {
  const prefetch = () => whenIdle(() => void prefetchScreens(routes, LIKELY_NEXT_SCREENS));
  if (selectIsLoggedIn(store.getState())) {
    prefetch();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!selectIsLoggedIn(store.getState())) return;
    unsubscribe();
    prefetch();
  });
}
