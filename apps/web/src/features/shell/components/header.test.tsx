import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { drawerOpened } from '@/stores/layout-slice';
import { matchMediaQueries } from '@/testing/match-media';
import { renderWithProviders, TEST_SESSION } from '@/testing/render';
import { Header } from './header';

function screenWidthAtMost960(matches: boolean) {
  matchMediaQueries((query) => matches && query === '(max-width: 960px)');
}

function renderHeader(route: string, session: typeof TEST_SESSION | null = TEST_SESSION) {
  const onSignOut = vi.fn();
  const view = renderWithProviders(<Header session={session} onSignOut={onSignOut} />, {
    route,
    routes: [
      { path: PortalRoutes.home, element: <Header session={session} onSignOut={onSignOut} /> },
      { path: PortalRoutes.backup, element: <Header session={session} onSignOut={onSignOut} /> },
    ],
  });
  return { ...view, onSignOut };
}

describe('Header logo (spec §2)', () => {
  afterEach(() => sessionStorage.removeItem(SessionStorageKeys.hasLoggedInBefore));

  it('signs out from the login, sign-out and time-out pages in a tab that signed in', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(SessionStorageKeys.hasLoggedInBefore, '1');
    for (const route of [PortalRoutes.login, PortalRoutes.logout, PortalRoutes.timeout]) {
      const { onSignOut, router, unmount } = renderHeader(route, null);
      await user.click(screen.getByRole('link', { name: 'Cloud Portal home' }));
      expect(onSignOut).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe(route);
      unmount();
    }
  });

  it('keeps a visitor who never signed in on the sign-in page', async () => {
    const user = userEvent.setup();
    const { onSignOut, router } = renderHeader(PortalRoutes.login, null);
    await user.click(screen.getByRole('link', { name: 'Cloud Portal home' }));
    expect(onSignOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PortalRoutes.login);
  });

  it('goes home from other pages', async () => {
    const user = userEvent.setup();
    const { router, onSignOut } = renderHeader(PortalRoutes.infoGallery);
    await user.click(screen.getByRole('link', { name: 'Cloud Portal home' }));
    expect(router.state.location.pathname).toBe(PortalRoutes.home);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('Header drawers', () => {
  it('closes the profile drawer when the notification drawer opens', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader(PortalRoutes.home);
    await user.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    expect(store.getState().layout.openDrawer).toBe('profile');
    act(() => {
      store.dispatch(drawerOpened('notification'));
    });
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
    // The next click opens it again rather than "closing" it.
    await user.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
    expect(store.getState().layout.openDrawer).toBe('profile');
  });
});

describe('Small-screen toolbar (at or below 960 px)', () => {
  it('keeps the plain header on wide screens', () => {
    screenWidthAtMost960(false);
    renderHeader(PortalRoutes.backupDetail);
    expect(screen.getByRole('link', { name: 'Cloud Portal home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('shows Back and the title of the route, and Back goes home without earlier screens', async () => {
    screenWidthAtMost960(true);
    const user = userEvent.setup();
    const { router } = renderHeader(PortalRoutes.backupDetail);
    expect(screen.getByText('Backup details')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cloud Portal home' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe(PortalRoutes.home);
  });

  it('shows the logo on the home page', () => {
    screenWidthAtMost960(true);
    renderHeader(PortalRoutes.home);
    expect(screen.getByRole('link', { name: 'Cloud Portal home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('gives a visitor no sidebar toggle', () => {
    screenWidthAtMost960(true);
    renderHeader(PortalRoutes.infoGallery, null);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('opens the sidebar: the logo replaces the title, focus moves in, Escape returns it', async () => {
    screenWidthAtMost960(true);
    const user = userEvent.setup();
    renderHeader(PortalRoutes.backupDetail);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Backups',
      'Synced apps',
      'Gallery',
      'My devices',
      'About Cloud Portal',
      'Device backups',
      'Gallery sync',
      'Other synced apps',
      'Temporary cloud backup',
      'End-to-end encryption',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cloud Portal home' })).toBeInTheDocument();
    expect(screen.queryByText('Backup details')).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes the sidebar when a link is followed', async () => {
    screenWidthAtMost960(true);
    const user = userEvent.setup();
    const { router, store } = renderHeader(PortalRoutes.home);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Backups' }));
    expect(router.state.location.pathname).toBe(PortalRoutes.backup);
    expect(store.getState().layout.isSidebarOpen).toBe(false);
  });
});
