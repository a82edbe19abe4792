import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import helpBundle from '@/i18n/locales/en/help.json';
import { deriveHelpPage } from '../content/derive-help-page';
import { HELP_PAGES } from '../content/help-pages';
import type { HelpPageId } from '../help-content';
import { HelpPage } from './help-page';

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out, so it has no scrollIntoView: record which element asked.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value(this: Element) {
      scrolled.push(this);
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function englishPage(id: HelpPageId) {
  const setup = HELP_PAGES.find((page) => page.id === id);
  if (setup === undefined) throw new Error(`No help page ${id}`);
  return deriveHelpPage(setup, helpBundle);
}

const e2eeHelp = englishPage('e2ee');
const temporaryBackupHelp = englishPage('temporaryBackup');

function renderE2ee(route = '/info-e2ee') {
  return renderWithProviders(<HelpPage page={e2eeHelp} />, { route });
}

// A whole help page is a large document for jsdom's role queries: allow it more than 5 s.
describe('HelpPage', { timeout: 20_000 }, () => {
  it('shows the title, subtitle, description, the list of questions and every question', () => {
    renderE2ee();
    expect(screen.getByRole('heading', { level: 1, name: 'End-to-end encryption' })).toBeInTheDocument();
    expect(screen.getByText('Only your devices can read your protected data')).toBeInTheDocument();
    expect(screen.getByText(/your data is encrypted on your device before it's uploaded/)).toBeInTheDocument();
    expect(document.title).toBe('End-to-end encryption – Cloud Portal');

    const questions = screen.getByRole('navigation', { name: 'Questions on this page' });
    const links = within(questions).getAllByRole('link');
    expect(links).toHaveLength(10);
    expect(links[3]).toHaveAttribute('href', '/info-e2ee?q=recovery-code');

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const link of links) expect(headings).toContain(link.textContent);
  });

  it('jumps to a question: scrolls its heading into view, focuses it and names it in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderE2ee();
    const questions = screen.getByRole('navigation', { name: 'Questions on this page' });
    await user.click(within(questions).getByRole('link', { name: 'What is the recovery code and when do I need it?' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'What is the recovery code and when do I need it?' });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(router.state.location.search).toBe('?q=recovery-code');
    // The jump replaces the address: Back leaves the page rather than undoing jumps.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('jumps again to the same question when its link is chosen twice', async () => {
    const user = userEvent.setup();
    renderE2ee();
    const link = within(screen.getByRole('navigation', { name: 'Questions on this page' })).getByRole('link', {
      name: 'Can I turn off end-to-end encryption?',
    });
    await user.click(link);
    link.focus();
    await user.click(link);
    expect(scrolled).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Can I turn off end-to-end encryption?' })).toHaveFocus();
  });

  it('opens at the question a shared address names', () => {
    renderE2ee('/info-e2ee?q=lost-access');
    const heading = screen.getByRole('heading', { level: 2, name: "What if I've lost my recovery code and all my devices?" });
    expect(scrolled).toEqual([heading]);
    expect(heading).toHaveFocus();
  });

  it('ignores an address that names no question of the page', () => {
    renderE2ee('/info-e2ee?q=no-such-question');
    expect(scrolled).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('follows a link from one answer to another question of the page', async () => {
    const user = userEvent.setup();
    const { router } = renderE2ee();
    await user.click(screen.getByRole('link', { name: "what to do when you've lost access" }));
    expect(router.state.location.search).toBe('?q=lost-access');
    expect(screen.getByRole('heading', { level: 2, name: "What if I've lost my recovery code and all my devices?" })).toHaveFocus();
  });

  it('offers the other help pages', () => {
    renderE2ee();
    const more = screen.getByRole('navigation', { name: 'More help' });
    const names = within(more).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['About Cloud Portal', 'Device backups', 'Temporary cloud backup', 'Gallery sync', 'Other synced apps']);
  });

  it('links the temporary-backup page to the device-backups help page', () => {
    renderWithProviders(<HelpPage page={temporaryBackupHelp} />, { route: '/info-cloud-temporary-backup' });
    expect(screen.getByRole('link', { name: 'Read about standard device backups' })).toHaveAttribute('href', '/info-device-backups');
    expect(screen.getByRole('img', { name: /extending it once keeps it until day 60/ })).toBeInTheDocument();
  });

  it('re-renders without moving focus again', async () => {
    const { router } = renderE2ee('/info-e2ee?q=turn-on');
    expect(scrolled).toHaveLength(1);
    screen.getByRole('heading', { level: 1 }).setAttribute('tabindex', '-1');
    act(() => screen.getByRole('heading', { level: 1 }).focus());
    await act(async () => {
      await router.revalidate();
    });
    expect(scrolled).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});
