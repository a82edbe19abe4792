import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

/*
 * A prerendered page (apps/web/build/prerender-pages.ts) is taken over by the app in place
 * (hydration): the app's first render must be exactly what the build rendered. These two
 * steps make the router start where the build's did: on the screen itself, not on a
 * loading state.
 */

/** Fetches the lazy parts (`lazy`) of the routes matching `route`, so they render at once. */
export async function resolveLazyMatches(routes: RouteObject[], route: string): Promise<void> {
  const matches = matchRoutes(routes, route) ?? [];
  await Promise.all(
    matches.map(async ({ route: matched }) => {
      const lazy = matched.lazy;
      if (typeof lazy !== 'function') return;
      const resolved = await lazy();
      Object.assign(matched, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * What the screen's loaders answered when it was drawn: nothing (every loader of a
 * prerendered screen answers null; what they do besides, they do once the app has taken
 * over, app/start-app.tsx). Every matching route with a loader must be named (`id`).
 */
export function prerenderedHydrationData(routes: RouteObject[], route: string): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const { route: matched } of matchRoutes(routes, route) ?? []) {
    if (matched.loader === undefined) continue;
    if (matched.id === undefined) throw new Error(`A prerendered screen's route has a loader but no id (${route})`);
    loaderData[matched.id] = null;
  }
  return { loaderData };
}
