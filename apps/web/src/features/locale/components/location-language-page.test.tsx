import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { matchMediaQueries } from '@/testing/match-media';
import { OPEN, renderPage } from './render-location-page';

function matchSmallScreens(matches: boolean) {
  matchMediaQueries((query) => matches && query.includes('max-width'));
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

// The page renders every region's countries: slow on a busy machine, so it gets more time.
describe('LocationLanguagePage', { timeout: 20_000 }, () => {
  it('is closed unless the address names it', () => {
    renderPage({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists regions as accordions, the current region open, countries with their languages', () => {
    renderPage({ countryCode: 'CA' });
    const page = screen.getByRole('dialog', { name: 'Location and language' });
    expect(within(page).getByText('Now: Canada / English')).toBeInTheDocument();
    expect(within(page).getByRole('button', { name: 'North America' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(page).getByRole('button', { name: 'Europe' })).toHaveAttribute('aria-expanded', 'false');
    const canada = within(page).getByRole('list', { name: 'Canada' });
    const french = within(canada).getByRole('button', { name: 'Canada: Français' });
    expect(french.querySelector('[lang="fr"]')).toHaveTextContent('Français');
    expect(within(canada).getByRole('button', { name: 'Canada: English' })).toHaveAttribute('aria-current', 'true');
  });

  it('opens another region', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Middle East' }));
    expect(screen.getByRole('list', { name: 'Saudi Arabia' })).toBeInTheDocument();
  });

  it('picks the region from a dropdown on small screens', async () => {
    matchSmallScreens(true);
    const user = userEvent.setup();
    renderPage();
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(region).toHaveValue('northAmerica');
    expect(screen.queryByRole('button', { name: 'Europe' })).not.toBeInTheDocument();
    await user.selectOptions(region, 'europe');
    expect(screen.getByRole('list', { name: 'Germany' })).toBeInTheDocument();
  });

  it('saves a chosen language and its country, flips to right-to-left and reloads', async () => {
    const user = userEvent.setup();
    const { store, router, reload } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Middle East' }));
    await user.click(screen.getByRole('button', { name: 'Saudi Arabia: العربية' }));

    expect(store.getState().preferences).toMatchObject({ language: 'ar', countryCode: 'SA', isRightToLeft: true });
    expect(localStorage.getItem(LocalStorageKeys.language)).toBe('ar');
    expect(localStorage.getItem(LocalStorageKeys.country)).toBe('SA');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe(PortalRoutes.backup);
  });

  it('offers every language whole: none is marked English only, and Svenska shows the page in Swedish', async () => {
    const user = userEvent.setup();
    const { store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Europe' }));
    expect(screen.queryByText('English only')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Portugal' })).getByRole('button', { name: 'Portugal: Português' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sweden: Svenska' }));

    expect(store.getState().preferences).toMatchObject({ language: 'sv', countryCode: 'SE' });
    expect(document.documentElement).toHaveAttribute('lang', 'sv');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('closes with its Back button and with Escape', async () => {
    const user = userEvent.setup();
    const { router, reload } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PortalRoutes.backup);

    await act(() => router.navigate(OPEN));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('has a skip link to the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('link', { name: 'Skip to the list of countries' }));
    expect(document.getElementById('location-language-content')).toHaveFocus();
  });
});
