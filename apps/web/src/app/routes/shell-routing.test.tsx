import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { deleteCookie, readCookie } from '@/lib/storage/browser-cookie';
import { cloudApi } from '@/lib/api/cloud-api';
import { forgetConsent, saveConsent } from '@/lib/storage/cookie-consent';
import { makePreferencesState } from '@/stores/preferences-state';
import { mockFetch } from '@/testing/fetch-mock';
import { renderRoutes, signedInAuthState, TEST_SESSION } from '@/testing/render';
import { createRoutes } from '../router';

const IDLE_EXPIRY_COOKIE = 'cp_idle_expiry';

// A stand-in for any feature's cached call.
const probeApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    shellRoutingProbe: build.query<number, void>({ queryFn: () => ({ data: 1 }) }),
  }),
});

afterEach(() => {
  deleteCookie(IDLE_EXPIRY_COOKIE);
  forgetConsent();
});

describe('routing rules of the shell (spec §2 Routing)', () => {
  it('sends the cookie-policy route home where the country has no cookie regime', async () => {
    mockFetch({ 'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } } });
    const { router } = renderRoutes(createRoutes, {
      route: PortalRoutes.cookiePolicy,
      preloadedState: { preferences: makePreferencesState('en', 'US') },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(PortalRoutes.login));
  });

  it('shows the cookie policy to a visitor where consent applies, without the banner', async () => {
    mockFetch({ 'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } } });
    const { router } = renderRoutes(createRoutes, {
      route: PortalRoutes.cookiePolicy,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.cookiePolicy);
    expect(screen.queryByRole('region', { name: 'Cookies on Cloud Portal' })).not.toBeInTheDocument();
  });

  it('shows the consent banner on the login page where consent applies', async () => {
    renderRoutes(createRoutes, {
      route: PortalRoutes.login,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });
    expect(await screen.findByRole('region', { name: 'Cookies on Cloud Portal' })).toBeInTheDocument();
  });

  it('asks again for consent after the full logout of the sign-out page', async () => {
    const consent = saveConsent({ functional: true, analytics: true });
    renderRoutes(createRoutes, {
      route: PortalRoutes.logout,
      preloadedState: { preferences: makePreferencesState('en', 'DE'), consent },
    });
    expect(await screen.findByRole('region', { name: 'Cookies on Cloud Portal' })).toBeInTheDocument();
  });

  it.each([PortalRoutes.login, PortalRoutes.logout, PortalRoutes.timeout])(
    '%s purges the cached store',
    async (route) => {
      const { store, router } = renderRoutes(createRoutes, { route: PortalRoutes.error400 });
      await store.dispatch(probeApi.endpoints.shellRoutingProbe.initiate());
      expect(Object.keys(store.getState().cloudApi.queries)).toHaveLength(1);
      await router.navigate(route);
      expect(store.getState().cloudApi.queries).toEqual({});
    },
  );

  it('purges the cached store for a visitor on a protected route', async () => {
    mockFetch({ 'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } } });
    const { store, router } = renderRoutes(createRoutes, { route: PortalRoutes.error400 });
    await store.dispatch(probeApi.endpoints.shellRoutingProbe.initiate());
    await router.navigate(PortalRoutes.home);
    await waitFor(() => expect(router.state.location.pathname).toBe(PortalRoutes.login));
    expect(store.getState().cloudApi.queries).toEqual({});
  });

  it('starts the idle timer for a signed-in user on a main route only', async () => {
    mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
    const { router } = renderRoutes(createRoutes, {
      route: PortalRoutes.error404,
      preloadedState: { auth: signedInAuthState() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(readCookie(IDLE_EXPIRY_COOKIE)).toBeNull();

    await router.navigate(PortalRoutes.home);
    expect(router.state.location.pathname).toBe(PortalRoutes.home);
    await waitFor(() => expect(Number(readCookie(IDLE_EXPIRY_COOKIE))).toBeGreaterThan(Date.now()), {
      timeout: 5000,
    });
  });
});
