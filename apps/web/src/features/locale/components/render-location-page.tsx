// Test support for the location and language page's tests.
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { makePreferencesState } from '@/stores/preferences-state';
import { renderWithProviders } from '@/testing/render';
import { LocationLanguagePage } from './location-language-page';

export const OPEN = `${PortalRoutes.backup}#location`;

/** Renders on /backup, then opens the page as the footer does: the overlay joins the address. */
export function renderPage({ open = true, countryCode = 'US', language = 'en' } = {}) {
  const reload = vi.fn();
  const view = renderWithProviders(<LocationLanguagePage reload={reload} />, {
    route: PortalRoutes.backup,
    preloadedState: { preferences: makePreferencesState(language, countryCode) },
  });
  if (open) {
    act(() => {
      void view.router.navigate(OPEN, { state: { openedOverlay: 'location' } });
    });
  }
  return { ...view, reload };
}
