import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { readCookie } from '@/lib/storage/browser-cookie';
import { forgetConsent, readConsent, saveConsent } from '@/lib/storage/cookie-consent';
import { makePreferencesState } from '@/stores/preferences-state';
import { renderWithProviders } from '@/testing/render';
import { removeAnalyticsCookies } from '../analytics/analytics-cookies';
import { consentChanged } from '../consent-slice';
import { AnalyticsPageviews } from './analytics-pageviews';

const COLLECTOR = 'https://collect.example.com/c';

function beacons() {
  const sendBeacon = vi.fn((_url: string, _body: URLSearchParams) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  return sendBeacon;
}

function renderAt(route: string, countryCode: string) {
  return renderWithProviders(<AnalyticsPageviews endpoint={COLLECTOR} />, {
    route,
    preloadedState: { preferences: makePreferencesState('en', countryCode), consent: readConsent() },
  });
}

afterEach(() => {
  forgetConsent();
  removeAnalyticsCookies();
});

describe('AnalyticsPageviews', () => {
  it('counts nothing and sets no analytics cookie before consent where consent applies', async () => {
    const sendBeacon = beacons();
    document.cookie = '_ga=GA1.1.1.1; Path=/';
    renderAt(PortalRoutes.backup, 'DE');
    await waitFor(() => expect(readCookie('_ga')).toBeNull());
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('counts the screen once analytics is accepted, and stops when it is withdrawn', async () => {
    const sendBeacon = beacons();
    const { store } = renderAt(PortalRoutes.backupDetail, 'DE');

    act(() => {
      store.dispatch(consentChanged(saveConsent({ functional: false, analytics: true })));
    });
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledOnce());
    expect(sendBeacon.mock.calls[0]?.[1].get('dp')).toBe('/backup');
    expect(readCookie('_ga')).not.toBeNull();

    act(() => {
      store.dispatch(consentChanged(saveConsent({ functional: false, analytics: false })));
    });
    await waitFor(() => expect(readCookie('_ga')).toBeNull());
    expect(readCookie('_gid')).toBeNull();
  });

  it('counts where no consent is asked, never where analytics is not offered', async () => {
    const sendBeacon = beacons();
    renderAt(PortalRoutes.sync, 'US');
    await waitFor(() => expect(sendBeacon).toHaveBeenCalledOnce());

    const blocked = beacons();
    saveConsent({ functional: true, analytics: true });
    document.cookie = '_ga=GA1.1.1.1; Path=/';
    renderAt(PortalRoutes.sync, 'AT');
    // Where analytics is not offered, the screen clears its cookies instead of loading it, as
    // it renders: the cookie gone shows that branch ran, and nothing was or will be counted.
    expect(readCookie('_ga')).toBeNull();
    expect(blocked).not.toHaveBeenCalled();
  });
});
