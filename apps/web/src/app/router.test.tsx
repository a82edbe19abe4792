import { act, configure, getConfig, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { devicesResponse } from '@/features/backup/testing/backup-fixtures';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { captureFormSubmissions, mockFetch, pathOf } from '@/testing/fetch-mock';
import { renderRoutes, signedInAuthState, TEST_SESSION } from '@/testing/render';
import { wireGlobalErrorHandling } from './global-error-effects';
import { createRoutes } from './router';
import type { RootState } from './store';

const SIGN_OUT_FORM = {
  action: 'https://id.example.com/oidc/session/end',
  fields: { client_id: 'cloud-portal', post_logout_redirect_uri: 'http://localhost:8080/#/logout' },
};

// The whole app renders here; on a busy machine its first screen can take a few seconds.
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;
beforeAll(() => {
  configure({ asyncUtilTimeout: 5000 });
  vi.setConfig({ testTimeout: 15_000 });
});
afterAll(() => {
  configure({ asyncUtilTimeout: defaultAsyncTimeout });
  vi.resetConfig();
});

const NO_SESSION = { status: 401, body: { rcode: 40100001, rmsg: 'No session' } };

describe('protected routes', () => {
  it('redirect to the login page when the session check answers 401', async () => {
    const { calls } = mockFetch({
      'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } },
    });
    const { router, store } = renderRoutes(createRoutes, { route: PortalRoutes.home });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.login);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/session']);
    expect(store.getState().auth).toMatchObject({ isLoggedIn: false, isLoginError: true });
    expect(screen.queryByRole('heading', { name: /welcome/i })).not.toBeInTheDocument();
  });

  it('go to the matching error page when the session check fails otherwise', async () => {
    mockFetch({ 'GET /auth/session': { status: 503, body: { rcode: 50300001, rmsg: 'Down' } } });
    const { router } = renderRoutes(createRoutes, { route: PortalRoutes.home });
    expect(
      await screen.findByRole('heading', { level: 1, name: /too popular/i }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.error503);
  });

  it('show the screen once the session is there, with the profile button', async () => {
    mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
    const { store } = renderRoutes(createRoutes, { route: PortalRoutes.home });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account: Alex Morgan' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(store.getState().auth).toMatchObject({ isLoggedIn: true, session: TEST_SESSION });
  });
});

let unwire: () => void = () => undefined;
afterEach(() => unwire());

/** The app's routes with the global error handler live, as in the running app. */
function renderWiredRoutes(route: string, preloadedState?: Partial<RootState>) {
  const rendered = renderRoutes(createRoutes, { route, preloadedState });
  unwire = wireGlobalErrorHandling(rendered.router, rendered.store);
  return rendered;
}

describe('a 401 during authentication (spec §4 Auth)', () => {
  it('sends a user timed out in this tab to the time-out page', async () => {
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'timeout');
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderWiredRoutes(PortalRoutes.backup);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You were away for a while' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.timeout);
  });

  it('sends a user who signed out in this tab to the sign-out page', async () => {
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'signOut');
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderWiredRoutes(PortalRoutes.home);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed out" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.logout);
  });

  it('sends a user whose session ended on the server to the sign-out page', async () => {
    sessionStorage.setItem(SessionStorageKeys.hasLoggedInBefore, '1');
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderWiredRoutes(PortalRoutes.devices);
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed out" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.logout);
  });

  it('sends a user the store still held as signed in to the sign-out page', async () => {
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderWiredRoutes(PortalRoutes.home, { auth: signedInAuthState() });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed out" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.logout);
  });

  it('still sends a visitor who never signed in to the login page', async () => {
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderWiredRoutes(PortalRoutes.backup);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.login);
    expect(screen.queryByRole('heading', { name: "You're signed out" })).not.toBeInTheDocument();
  });
});

describe('signing out from the drawer', () => {
  it('logs out, leaves the flag, posts /auth/token/expire and submits the returned form', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /auth/session': { status: 200, body: TEST_SESSION },
      'POST /auth/token/expire': { status: 200, body: SIGN_OUT_FORM },
    });
    const submitted = captureFormSubmissions();
    const { store } = renderRoutes(createRoutes, { route: PortalRoutes.home });

    await user.click(await screen.findByRole('button', { name: 'Account: Alex Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/token/expire',
      body: { reason: 'signOut' },
    });
    expect(submitted[0]).toMatchObject({
      action: SIGN_OUT_FORM.action,
      method: 'get',
      fields: SIGN_OUT_FORM.fields,
    });
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(localStorage.getItem(LocalStorageKeys.signedOut)).toBe('1');
  });

  it('still lands on the sign-out page when the server cannot be asked', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /auth/session': { status: 200, body: TEST_SESSION },
      'POST /auth/token/expire': { status: 502, body: { rcode: 50200001, rmsg: 'Down' } },
    });
    const { router } = renderRoutes(createRoutes, { route: PortalRoutes.home });

    await user.click(await screen.findByRole('button', { name: 'Account: Alex Morgan' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed out" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.logout);
  });
});

describe('other routes', () => {
  it('the sign-out page logs out fully on entry', async () => {
    localStorage.setItem(LocalStorageKeys.signedOut, '1');
    const { store } = renderRoutes(createRoutes, {
      route: PortalRoutes.logout,
      preloadedState: { auth: signedInAuthState() },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You're signed out" }),
    ).toBeInTheDocument();
    expect(store.getState().auth).toMatchObject({ fullyLogout: true, isLoggedIn: false });
    expect(localStorage.getItem(LocalStorageKeys.signedOut)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the login page forgets a session the store still held', async () => {
    const { store } = renderRoutes(createRoutes, {
      route: PortalRoutes.login,
      preloadedState: { auth: signedInAuthState() },
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(screen.queryByRole('button', { name: /^account/i })).not.toBeInTheDocument();
  });

  it('the time-out page says 30 minutes', async () => {
    renderRoutes(createRoutes, { route: PortalRoutes.timeout });
    expect(await screen.findByText(/away for 30 minutes/i)).toBeInTheDocument();
  });

  it('an unknown path goes to the not-found page, which checks the session first', async () => {
    const { calls } = mockFetch({
      'GET /auth/session': { status: 401, body: { rcode: 40100001, rmsg: 'No session' } },
    });
    const { router } = renderRoutes(createRoutes, { route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.error404);
    expect(calls.map((call) => call.path)).toEqual(['/auth/session']);
  });

  it('a hash holding an encoded # goes to the known route before it', async () => {
    mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
    const { router } = renderRoutes(createRoutes, { route: '/%23selection' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.home);
  });

  it('each error route shows its page', async () => {
    mockFetch({ 'GET /auth/session': NO_SESSION });
    renderRoutes(createRoutes, { route: PortalRoutes.error400 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pardon?' })).toBeInTheDocument();
  });

  it.each([PortalRoutes.error500, PortalRoutes.error503])(
    '%s checks the session, so a signed-in user keeps the profile button and a way home',
    async (route) => {
      const { calls } = mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
      renderRoutes(createRoutes, { route });
      expect(await screen.findByRole('button', { name: 'Account: Alex Morgan' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
      expect(calls.map((call) => call.path)).toEqual(['/auth/session']);
    },
  );

  it('the locked-cloud page keeps the profile button and signs out from its own button, with no way home', async () => {
    const { calls } = mockFetch({
      'GET /auth/session': { status: 200, body: TEST_SESSION },
      'POST /auth/token/expire': { status: 200, body: SIGN_OUT_FORM },
    });
    const submitted = captureFormSubmissions();
    const { store } = renderRoutes(createRoutes, { route: PortalRoutes.error403Locked });
    expect(await screen.findByRole('button', { name: 'Account: Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the home page' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/auth/session']);
    // The page's own Sign out (the drawer has one too), as the drawer's signs out.
    await userEvent.setup().click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/auth/token/expire', body: { reason: 'signOut' } });
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('the coming-soon page shows a visitor its title, message and a way on', async () => {
    mockFetch({ 'GET /auth/session': NO_SESSION });
    const { router } = renderRoutes(createRoutes, { route: PortalRoutes.comingSoon });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.getByText(/isn't ready yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', PortalRoutes.login);
    expect(router.state.location.pathname).toBe(PortalRoutes.comingSoon);
    expect(document.title).toContain('Coming soon');
  });

  it('the coming-soon page gives a signed-in user the header and the way home', async () => {
    mockFetch({ 'GET /auth/session': { status: 200, body: TEST_SESSION } });
    const user = userEvent.setup();
    const { router } = renderRoutes(createRoutes, { route: PortalRoutes.comingSoon });
    expect(await screen.findByRole('button', { name: 'Account: Alex Morgan' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PortalRoutes.home));
  });
});

describe('moving between screens (issue 18 part 15)', () => {
  it('shows a loading bar over the old screen while the next one loads its data', async () => {
    const { fetchMock } = mockFetch({
      'GET /auth/session': { status: 200, body: TEST_SESSION },
      'GET /api/backup/v4/devices': { status: 200, body: devicesResponse([]) },
      'GET /api/ctb/csweb/backups': { status: 200, body: { backups: [] } },
    });
    // The backup list answers only when the test lets it.
    const answer = fetchMock.getMockImplementation();
    let devicesAsked = false;
    let releaseDevices = () => undefined as void;
    const devicesHeld = new Promise<void>((resolve) => {
      releaseDevices = resolve;
    });
    fetchMock.mockImplementation(async (input, init) => {
      if (pathOf(input).startsWith('/api/backup/v4/devices')) {
        devicesAsked = true;
        await devicesHeld;
      }
      if (answer === undefined) throw new Error('mockFetch gave no implementation');
      return answer(input, init);
    });
    const { router } = renderRoutes(createRoutes, { route: PortalRoutes.comingSoon });
    const comingSoon = await screen.findByRole('heading', { level: 1, name: 'Coming soon' });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();

    act(() => void router.navigate(PortalRoutes.backup));
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    // Its code has arrived and its data is on the way: the bar runs, the old screen stays.
    await waitFor(() => expect(devicesAsked).toBe(true));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(comingSoon).toBeInTheDocument();

    await act(async () => releaseDevices());
    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeInTheDocument();
  });
});
