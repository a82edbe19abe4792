import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app/providers';
import { makeStore, type RootState } from '@/app/store';
import { signedInAuthState } from '@/testing/render';
import { verificationRoutes } from '../verification-routes';

/** Stands in for every screen outside verification: names the address it was reached at. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/** The verification routes of the app (layout, loaders, pages) for a signed-in user, at `route`. */
export function renderVerification(route: string, preloadedState: Partial<RootState> = {}) {
  const store = makeStore({ auth: signedInAuthState(), ...preloadedState });
  const router = createMemoryRouter([...verificationRoutes(store), { path: '*', element: <Elsewhere /> }], {
    initialEntries: [route],
  });
  const view = render(
    <AppProviders store={store} i18n={i18next}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router };
}
