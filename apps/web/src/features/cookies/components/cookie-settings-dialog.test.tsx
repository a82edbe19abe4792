import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetConsent, readConsent, saveConsent } from '@/lib/storage/cookie-consent';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { useAppDispatch } from '@/app/hooks';
import { cookieSettingsOpened, initialLayoutState } from '@/stores/layout-slice';
import { makePreferencesState } from '@/stores/preferences-state';
import { renderWithProviders } from '@/testing/render';
import { CookieSettingsDialog } from './cookie-settings-dialog';

function renderDialog(countryCode = 'DE') {
  return renderWithProviders(<CookieSettingsDialog />, {
    preloadedState: {
      preferences: makePreferencesState('en', countryCode),
      consent: readConsent(),
      layout: { ...initialLayoutState, isCookieSettingsOpen: true },
    },
  });
}

afterEach(() => forgetConsent());

// Rendering the dialog and its tables is slow on a busy machine: more time than the default.
describe('CookieSettingsDialog', { timeout: 20_000 }, () => {
  it('shows the three sections; essential cannot be turned off', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Manage cookies' });
    const essential = within(dialog).getByRole('region', { name: 'Essential cookies' });
    expect(essential).toHaveTextContent('Always on');
    expect(within(essential).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Allow analytical cookies' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Allow functional cookies' })).not.toBeChecked();
  });

  it("shows and hides each section's cookie table", async () => {
    const user = userEvent.setup();
    renderDialog();
    const analytics = screen.getByRole('region', { name: 'Analytical and performance cookies' });
    const view = within(analytics).getByRole('button', { name: /view cookies/i });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await user.click(view);
    const table = within(analytics).getByRole('table', { name: 'Analytical and performance cookies' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['_ga', '_gat', '_gid']);
    expect(within(table).getAllByRole('cell', { name: window.location.hostname })).toHaveLength(3);
    const hide = within(analytics).getByRole('button', { name: /hide cookies/i });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(within(analytics).queryByRole('table')).not.toBeInTheDocument();
  });

  it('hides the analytical section where analytics is not offered', () => {
    renderDialog('FR');
    expect(screen.queryByRole('region', { name: /analytical/i })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Allow functional cookies' })).toBeInTheDocument();
  });

  it('saves the choices as flags and the consent cookie, and closes', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(LocalStorageKeys.language, 'de');
    const { store } = renderDialog();
    await user.click(screen.getByRole('switch', { name: 'Allow functional cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().consent).toEqual({ decided: true, choices: { functional: true, analytics: false } });
    expect(localStorage.getItem(LocalStorageKeys.functionalCookies)).toBe('true');
    expect(localStorage.getItem(LocalStorageKeys.analyticsCookies)).toBe('false');
    // Functional cookies now allowed: the tab's language choice is remembered for good.
    expect(localStorage.getItem(LocalStorageKeys.language)).toBe('de');
  });

  it('starts from the saved choices and cancels without saving', async () => {
    const user = userEvent.setup();
    saveConsent({ functional: false, analytics: true });
    const { store } = renderDialog();
    expect(screen.getByRole('switch', { name: 'Allow analytical cookies' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Allow analytical cookies' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().layout.isCookieSettingsOpen).toBe(false);
    expect(readConsent().choices.analytics).toBe(true);
  });
});

function Opener() {
  const dispatch = useAppDispatch();
  return (
    <>
      <button type="button" onClick={() => dispatch(cookieSettingsOpened())}>
        Cookie settings
      </button>
      <CookieSettingsDialog />
    </>
  );
}

describe('CookieSettingsDialog focus', () => {
  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />, { preloadedState: { consent: readConsent() } });
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Manage cookies' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
