import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { treatAsNotYetComplete } from '@/testing/languages-not-yet-complete';
import { renderWithProviders, TEST_SESSION } from '@/testing/render';
import { AppLayout } from './app-layout';
import { Footer } from './footer';

function renderFooter(countryCode = 'US', language = 'en') {
  return renderWithProviders(<Footer />, {
    route: PortalRoutes.backup,
    preloadedState: { preferences: makePreferencesState(language, countryCode) },
  });
}

describe('Footer (spec §2)', () => {
  it('has the copyright of this year', () => {
    renderFooter();
    expect(screen.getByText(`© ${new Date().getFullYear()} Cloud Portal. All rights reserved.`)).toBeInTheDocument();
  });

  it('names the country and language on the location button, and opens the location page', async () => {
    const user = userEvent.setup();
    const { router } = renderFooter('CA', 'en');
    const button = screen.getByRole('button', { name: 'Canada / English' });
    await user.click(button);
    expect(router.state.location.pathname).toBe(PortalRoutes.backup);
    expect(router.state.location.hash).toBe('#location');
  });

  it('names the country in the language the page is shown in', () => {
    renderFooter('SE', 'sv');
    const button = screen.getByRole('button', { name: 'Sverige / Svenska' });
    expect(button.querySelector('[lang="sv"]')).toHaveTextContent('Svenska');
  });

  describe('with a language not yet complete', () => {
    treatAsNotYetComplete(['sv']);

    it('names the country in English while the chosen language is shown in English', () => {
      renderFooter('SE', 'sv');
      const button = screen.getByRole('button', { name: 'Sweden / Svenska' });
      expect(button.querySelector('[lang="sv"]')).toHaveTextContent('Svenska');
    });
  });

  it('opens the privacy policy and terms in a new tab with the language_country locale', () => {
    renderFooter('BR', 'en');
    const privacy = screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', 'https://www.example.com/legal/privacy?locale=en_BR');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /terms and conditions/i })).toHaveAttribute(
      'href',
      'https://www.example.com/legal/terms?locale=en_BR',
    );
  });

  it('has the cookie links only where consent applies', async () => {
    const user = userEvent.setup();
    const { store, unmount } = renderFooter('DE');
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', PortalRoutes.cookiePolicy);
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(store.getState().layout.isCookieSettingsOpen).toBe(true);
    unmount();

    renderFooter('US');
    expect(screen.queryByRole('link', { name: 'Cookies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cookie settings' })).not.toBeInTheDocument();
  });

  it('posts the contact form and links to the about page', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    renderFooter('TW', 'zh-TW');
    await user.click(screen.getByRole('button', { name: /contact us/i }));
    expect(submitted[0]).toMatchObject({
      method: 'post',
      target: '_blank',
      fields: { chnlCd: 'WEB', country: 'TW', language: 'zh_TW' },
    });
    const nav = screen.getByRole('navigation', { name: 'Legal and help' });
    expect(within(nav).getByRole('link', { name: 'About Cloud Portal' })).toHaveAttribute('href', PortalRoutes.infoOverview);
  });

  it('about switches my devices to the synced-data tab and opens the about page', async () => {
    const user = userEvent.setup();
    const { store, router } = renderWithProviders(<Footer />, {
      route: PortalRoutes.backup,
      preloadedState: { devices: { usageTab: 'backup' } },
    });
    await user.click(screen.getByRole('link', { name: 'About Cloud Portal' }));
    expect(store.getState().devices.usageTab).toBe('sync');
    expect(router.state.location.pathname).toBe(PortalRoutes.infoOverview);
  });

  it('switches high contrast and remembers it', async () => {
    const user = userEvent.setup();
    const { store } = renderFooter();
    const toggle = screen.getByRole('switch', { name: 'High contrast' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(store.getState().preferences.isHighContrast).toBe(true);
    expect(localStorage.getItem(LocalStorageKeys.highContrast)).toBe('1');
  });

  it('recommends a Chromium-based browser on other browsers only', () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 Firefox/128.0', languages: ['en'] });
    const { unmount } = renderFooter();
    expect(screen.getByText(/works best in the latest version of a Chromium-based browser/)).toBeInTheDocument();
    unmount();
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 Chrome/126.0.0.0 Safari/537.36' });
    renderFooter();
    expect(screen.queryByText(/Chromium-based browser/)).not.toBeInTheDocument();
  });
});

describe('AppLayout navigation', () => {
  it('gives a signed-in user on a wide screen the navigation as a side column', () => {
    renderWithProviders(<AppLayout session={TEST_SESSION} onSignOut={() => undefined} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('gives a visitor none', () => {
    renderWithProviders(<AppLayout session={null} onSignOut={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
