import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@cloud-portal/contract/client-headers';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { captureFormSubmissions, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AUTHORIZE_FORM } from '../testing/authorize-form';
import { LoginPage } from './login-page';

describe('LoginPage', () => {
  it('shows the intro video with a pause control, the headline, Sign in and the cookie notice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, {
      route: PortalRoutes.login,
      preloadedState: { preferences: makePreferencesState('en', 'DE') },
    });

    expect(
      screen.getByRole('heading', { level: 1, name: /all in one place/i }),
    ).toBeInTheDocument();
    const video = screen.getByLabelText(/intro video/i, { selector: 'video' });
    // The poster is in the page itself, and the video is fetched only once the page has loaded.
    expect(video.getAttribute('poster')).toMatch(/^data:image\/webp;base64,/);
    expect(video).toHaveAttribute('preload', 'none');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText(/essential cookies/i)).toBeInTheDocument();

    // It plays when asked.
    await user.click(screen.getByRole('button', { name: /play the intro video/i }));
    expect(screen.getByRole('button', { name: /pause the intro video/i })).toBeInTheDocument();
  });

  it('shows no cookie notice where cookie consent does not apply', () => {
    renderWithProviders(<LoginPage />, {
      route: PortalRoutes.login,
      preloadedState: { preferences: makePreferencesState('en', 'US') },
    });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/essential cookies/i)).not.toBeInTheDocument();
  });

  it('records the destination, asks the server to prepare sign-in and submits its GET form', async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({ 'POST /auth/authorize': { status: 200, body: AUTHORIZE_FORM } });
    const submitted = captureFormSubmissions();
    renderWithProviders(<LoginPage />, {
      route: PortalRoutes.login,
      preloadedState: { preferences: makePreferencesState('en', 'US') },
    });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(sessionStorage.getItem(SessionStorageKeys.postLoginDestination)).toBe('/');
    // The sealed marker is the signed-out pages' (signed-out-page.test.tsx), not the login page's.
    expect(localStorage.getItem(LocalStorageKeys.signInFromSignedOutPage)).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/authorize',
      body: { returnTo: '/', locale: 'en-US', countryCode: 'US', goBackRoute: '/login' },
      headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE, 'content-type': 'application/json' },
    });
    expect(submitted[0]).toEqual({
      action: AUTHORIZE_FORM.action,
      method: 'get',
      target: '',
      rel: '',
      fields: AUTHORIZE_FORM.fields,
    });
    expect(screen.getByRole('button', { name: /signing in/i })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the 502 page when the provider cannot be reached', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /auth/authorize': {
        status: 502,
        body: { rcode: 50200001, rmsg: 'The sign-in provider could not be reached' },
      },
    });
    const submitted = captureFormSubmissions();
    const { router } = renderWithProviders(<LoginPage />, {
      route: PortalRoutes.login,
      routes: [{ path: PortalRoutes.error502, element: <p>502 page</p> }],
    });

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('502 page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.error502);
    expect(submitted).toHaveLength(0);
  });
});
