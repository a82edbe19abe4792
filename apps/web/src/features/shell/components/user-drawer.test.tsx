import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionAccount } from '@cloud-portal/contract/session';
import { changeLanguage } from '@/i18n/i18n';
import { makePreferencesState } from '@/stores/preferences-state';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { renderWithProviders, TEST_SESSION } from '@/testing/render';
import { Header } from './header';

function renderHeader(session = TEST_SESSION, countryCode = 'US') {
  const onSignOut = vi.fn();
  const view = renderWithProviders(<Header session={session} onSignOut={onSignOut} />, {
    preloadedState: { preferences: makePreferencesState('en', countryCode) },
  });
  return {
    ...view,
    onSignOut,
    profileButton: screen.getByRole('button', { name: 'Account: Alex Morgan' }),
  };
}

describe('Header', () => {
  it('shows the logo and no profile button to a visitor', () => {
    renderWithProviders(<Header session={null} onSignOut={() => undefined} />);
    expect(screen.getByRole('img', { name: 'Cloud Portal home' })).toHaveAttribute(
      'src',
      '/brand/logo.svg',
    );
    expect(screen.queryByRole('button', { name: /account/i })).not.toBeInTheDocument();
  });

  it('picks the right-to-left high-contrast logo', () => {
    renderWithProviders(<Header session={null} onSignOut={() => undefined} />, {
      preloadedState: {
        preferences: { ...makePreferencesState('ar', 'AE'), isHighContrast: true },
      },
    });
    expect(screen.getByRole('img', { name: 'Cloud Portal home' })).toHaveAttribute(
      'src',
      '/brand/logo-rtl-high-contrast.svg',
    );
  });
});

describe('UserDrawer', () => {
  it('opens on Enter with focus on the first action; arrow keys move; Escape closes back to the button', async () => {
    const user = userEvent.setup();
    const { profileButton } = renderHeader();

    profileButton.focus();
    await user.keyboard('{Enter}');

    const drawer = screen.getByRole('dialog', { name: 'Account' });
    expect(profileButton).toHaveAttribute('aria-expanded', 'true');
    const profile = screen.getByRole('button', { name: /manage your account/i });
    const find = screen.getByRole('link', { name: /^find/i });
    const security = screen.getByRole('link', { name: 'Security' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    await waitFor(() => expect(profile).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(find).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(security).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(signOut).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(signOut).toHaveFocus();
    await user.tab({ shift: true });
    expect(security).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(drawer).not.toBeInTheDocument();
    expect(profileButton).toHaveFocus();
    expect(profileButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the first letter of the name in a circle when there is no picture', async () => {
    const user = userEvent.setup();
    const { profileButton } = renderHeader();
    await user.click(profileButton);

    const drawer = screen.getByRole('dialog', { name: 'Account' });
    expect(drawer).toHaveTextContent('A');
    expect(drawer).toHaveTextContent('Alex Morgan');
    expect(drawer).toHaveTextContent('alex@example.com');
    expect(drawer.querySelector('img')).toBeNull();
  });

  it('shows the profile picture when there is one', async () => {
    const user = userEvent.setup();
    const { profileButton } = renderHeader({
      ...TEST_SESSION,
      account: { ...TEST_SESSION.account, profileImageUrl: 'https://img.example.com/alex.png' },
    });
    expect(profileButton.querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/alex.png',
    );
    await user.click(profileButton);
    expect(screen.getByRole('dialog').querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example.com/alex.png',
    );
  });

  it('opens on hover and closes when the mouse leaves or on a touch outside', async () => {
    const user = userEvent.setup();
    const { profileButton } = renderHeader();

    await user.hover(profileButton);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.unhover(profileButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(profileButton);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer({ keys: '[TouchA]', target: document.body });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the provider profile page in a new tab with the spec fields', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    const { profileButton } = renderHeader();
    await user.click(profileButton);
    await user.click(screen.getByRole('button', { name: /manage your account/i }));

    expect(submitted).toEqual([
      {
        action: 'https://id.example.com/profile',
        method: 'get',
        target: '_blank',
        rel: 'noopener noreferrer',
        fields: {
          actionID: 'ModifyUserInfo',
          serviceID: 'cloud-portal',
          countryCode: 'US',
          languageCode: 'en',
          returnURL: `${window.location.origin}/`,
        },
      },
    ]);
  });

  it('labels the device finder by country and opens it in a new tab', async () => {
    const user = userEvent.setup();
    const { profileButton } = renderHeader(TEST_SESSION, 'KR');
    await user.click(profileButton);
    const link = screen.getByRole('link', { name: /find my mobile/i });
    expect(link).toHaveAttribute('href', 'https://find.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('names the portal’s own My devices as such and opens it in this tab, closing the drawer', async () => {
    const user = userEvent.setup();
    const session = {
      ...TEST_SESSION,
      links: { ...TEST_SESSION.links, findDeviceUrl: `${window.location.origin}/#/devices` },
    };
    const { profileButton, router } = renderHeader(session);
    await user.click(profileButton);
    expect(screen.queryByRole('link', { name: /^find/i })).not.toBeInTheDocument();
    const devices = screen.getByRole('link', { name: 'My devices' });
    expect(devices).not.toHaveAttribute('target');
    await user.click(devices);
    expect(router.state.location.pathname).toBe('/devices');
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('opens the security page, closing the drawer', async () => {
    const user = userEvent.setup();
    const { profileButton, router } = renderHeader();
    await user.click(profileButton);
    const security = screen.getByRole('link', { name: 'Security' });
    expect(security).toHaveAttribute('href', '/security');

    security.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/security');
    expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument();
    expect(profileButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out through the callback', async () => {
    const user = userEvent.setup();
    const { profileButton, onSignOut } = renderHeader();
    await user.click(profileButton);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('the name in the header and the user drawer (spec §3 name rules)', () => {
  afterEach(async () => {
    await changeLanguage('en', i18next);
  });

  // The provider's `name` differs on purpose: with both parts known, the parts win.
  const latin = {
    ...TEST_SESSION.account,
    name: 'alex.m',
    givenName: 'Alex',
    familyName: 'Morgan',
  };
  const hangul = {
    ...TEST_SESSION.account,
    name: 'Minjun Kim',
    givenName: '민준',
    familyName: '김',
  };

  it.each<[string, string, string, SessionAccount, string]>([
    ['en', 'Alex Morgan', 'US', latin, 'Account: Alex Morgan'],
    ['ko', 'Morgan Alex', 'KR', latin, '계정: Morgan Alex'],
    ['ko', '김민준', 'KR', hangul, '계정: 김민준'],
    // Without both parts the provider's name is shown as it is, in any language.
    ['ko', 'Alex Morgan', 'KR', TEST_SESSION.account, '계정: Alex Morgan'],
  ])('in %s shows %j', async (language, shown, countryCode, account, label) => {
    await changeLanguage(language, i18next);
    const user = userEvent.setup();
    renderWithProviders(<Header session={{ ...TEST_SESSION, account }} onSignOut={vi.fn()} />, {
      preloadedState: { preferences: makePreferencesState(language, countryCode) },
    });
    const profileButton = screen.getByRole('button', { name: label });
    await user.click(profileButton);
    expect(screen.getByRole('dialog')).toHaveTextContent(shown);
  });
});
