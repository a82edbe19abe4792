import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { AppProviders } from '@/app/providers';
import { makeStore, type RootState } from '@/app/store';
import { initialAuthState } from '@/features/auth/auth-slice';
import type { KeptQueries } from '@/lib/api/kept-queries';

export const TEST_SESSION: SessionInfo = {
  signedIn: true,
  account: {
    name: 'Alex Morgan',
    loginId: 'alex@example.com',
    profileImageUrl: null,
    validatedEmail: true,
  },
  links: {
    profilePageUrl: 'https://id.example.com/profile',
    serviceId: 'cloud-portal',
    findDeviceUrl: 'https://find.example.com/',
  },
  expiresAt: '2030-01-01T00:00:00.000Z',
};

/** Auth state of a signed-in user, for `makeStore`. */
export function signedInAuthState(session: SessionInfo = TEST_SESSION): RootState['auth'] {
  return { ...initialAuthState, isLoggedIn: true, session };
}

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** Cached answers kept from an earlier page load, as a reload restores them. */
  keptQueries?: KeptQueries;
  /** The address the memory router starts at. */
  route?: string;
  /** More routes beside the screen, e.g. the error pages it may navigate to. */
  routes?: RouteObject[];
}

/** Renders one screen inside the app's providers and a memory router at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, keptQueries, route = '/', routes = [] }: RenderOptions = {},
) {
  const store = makeStore(preloadedState, keptQueries);
  const router = createMemoryRouter([{ path: route.split('?')[0], element: ui }, ...routes], {
    initialEntries: [route],
  });
  const result = render(
    <AppProviders store={store} i18n={i18next}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}

/** Renders a whole route table (e.g. the app's own) at `route`. */
export function renderRoutes(
  createRoutes: (store: ReturnType<typeof makeStore>) => RouteObject[],
  { preloadedState, keptQueries, route = '/' }: Omit<RenderOptions, 'routes'> = {},
) {
  const store = makeStore(preloadedState, keptQueries);
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} i18n={i18next}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router };
}
