import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { makePreferencesState } from '@/stores/preferences-state';
import { renderWithProviders } from '@/testing/render';
import { CookieListPage } from './cookie-list-page';
import { CookiePolicyPage } from './cookie-policy-page';

describe('CookiePolicyPage', () => {
  it('dates the European policy March 01, 2021', () => {
    renderWithProviders(<CookiePolicyPage />, {
      route: PortalRoutes.cookiePolicy,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: 01/03/2021')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every cookie we use' })).toHaveAttribute(
      'href',
      PortalRoutes.cookiePolicyCookieList,
    );
  });

  it('dates the Latin American policy September 01, 2021', () => {
    renderWithProviders(<CookiePolicyPage />, {
      route: PortalRoutes.cookiePolicy,
      preloadedState: { preferences: makePreferencesState('en', 'BR') },
    });
    expect(screen.getByText('Last updated: 09/01/2021')).toBeInTheDocument();
  });

  it('opens cookie settings', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<CookiePolicyPage />, {
      route: PortalRoutes.cookiePolicy,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(store.getState().layout.isCookieSettingsOpen).toBe(true);
  });
});

describe('CookieListPage', () => {
  it('lists every cookie by category, analytics only where offered', () => {
    renderWithProviders(<CookieListPage />, {
      route: PortalRoutes.cookiePolicyCookieList,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Cookies we use' })).toBeInTheDocument();
    expect(screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent)).toEqual([
      'Essential cookies',
      'Functional cookies',
      'Analytical and performance cookies',
    ]);
    expect(screen.getByRole('rowheader', { name: 'portal_session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the cookie policy' })).toHaveAttribute('href', PortalRoutes.cookiePolicy);
  });
});
