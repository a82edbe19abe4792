import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { readCookie } from '@/lib/storage/browser-cookie';
import { CONSENT_COOKIE, forgetConsent, readConsent, saveConsent } from '@/lib/storage/cookie-consent';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { renderWithProviders } from '@/testing/render';
import { CookieBanner } from './cookie-banner';

function renderBanner(countryCode = 'DE', route: string = PortalRoutes.login) {
  return renderWithProviders(<CookieBanner />, {
    route,
    preloadedState: { preferences: makePreferencesState('en', countryCode), consent: readConsent() },
  });
}

afterEach(() => forgetConsent());

describe('CookieBanner', () => {
  it('asks where consent applies, with the policy links and a manage link', () => {
    renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookies on Cloud Portal' });
    expect(banner).toBeInTheDocument();
    const privacy = screen.getByRole('link', { name: 'privacy policy' });
    expect(privacy).toHaveAccessibleDescription('(opens in a new tab)');
    expect(privacy).toHaveAttribute('href', 'https://www.example.com/legal/privacy?locale=en_DE');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', PortalRoutes.cookiePolicy);
    expect(screen.getByRole('button', { name: 'Manage cookies' })).toBeInTheDocument();
  });

  it('does not show where no consent is asked', () => {
    renderBanner('US');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('does not show on the cookie-policy pages', () => {
    renderBanner('DE', PortalRoutes.cookiePolicyCookieList);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('does not show once the consent cookie exists', () => {
    saveConsent({ functional: false, analytics: false });
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('accepting sets the consent cookie and both flags, and hides', async () => {
    const user = userEvent.setup();
    const { store } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept all cookies' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toBe('1');
    expect(localStorage.getItem(LocalStorageKeys.analyticsCookies)).toBe('true');
    expect(localStorage.getItem(LocalStorageKeys.functionalCookies)).toBe('true');
    expect(store.getState().consent).toEqual({ decided: true, choices: { functional: true, analytics: true } });
  });

  it('continuing without accepting declines both and hides', async () => {
    const user = userEvent.setup();
    const { store } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Continue without accepting' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(readCookie(CONSENT_COOKIE)).toBe('1');
    expect(store.getState().consent.choices).toEqual({ functional: false, analytics: false });
  });

  it('opens cookie management', async () => {
    const user = userEvent.setup();
    const { store } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Manage cookies' }));
    expect(store.getState().layout.isCookieSettingsOpen).toBe(true);
  });
});
