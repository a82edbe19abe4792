import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import type { RootState } from '@/app/store';
import type { KeptQueries } from '@/lib/api/kept-queries';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderRoutes, signedInAuthState } from '@/testing/render';
import { backupRoutes } from '../backup-routes';
import { NO_PRODUCTS } from './backup-fixtures';

// These screens load through their route loaders first; on a busy machine that takes longer
// than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Time allowed to a whole journey of clicks, loads and staggered calls. */
export const JOURNEY_TIMEOUT_MS = 30_000;

export interface RenderBackupOptions {
  /** Answers by `METHOD /path` (the product lookup answers "no pictures" unless given). */
  answers?: Readonly<Record<string, MockResponse>>;
  preloadedState?: Partial<RootState>;
  /** Cached answers kept from an earlier page load (a reload). */
  keptQueries?: KeptQueries;
}

/**
 * The backup screens as the app routes them (loaders included), for a signed-in user, at
 * `route`, with the 500 page and home as plain stand-ins.
 */
export function renderBackupRoute(route: string, { answers = {}, preloadedState, keptQueries }: RenderBackupOptions = {}) {
  // Tests may change an answer later (e.g. to let a retry succeed) through `answers`.
  const table: Record<string, MockResponse> = { 'POST /api/pki/v2/products/fetch': NO_PRODUCTS, ...answers };
  const fetch = mockFetch(table);
  const view = renderRoutes(
    (store): RouteObject[] => [
      {
        path: '/',
        HydrateFallback: () => <p>Loading the page</p>,
        children: [
          ...backupRoutes(store),
          { path: '/error500', element: <h1>Error 500</h1> },
          { path: '/error403', element: <h1>Error 403</h1> },
        ],
      },
    ],
    { route, preloadedState: { auth: signedInAuthState(), ...preloadedState }, keptQueries },
  );
  return { ...view, ...fetch, answers: table };
}
