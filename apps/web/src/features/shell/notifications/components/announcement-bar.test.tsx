import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@cloud-portal/contract/announcements';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';
import { makePreferencesState } from '@/stores/preferences-state';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { AnnouncementBar } from './announcement-bar';

const MAINTENANCE: Announcement = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  title: 'Maintenance on Sunday',
  body: 'The portal is unavailable from 02:00 to 04:00 UTC.',
  from: Date.UTC(2026, 10, 1),
  until: Date.UTC(2026, 11, 1),
};
const NEW_APP: Announcement = { ...MAINTENANCE, id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', title: 'A new companion app', body: 'Get it in the store.' };

function renderBar(announcements: Announcement[], onClosedAll = vi.fn()) {
  const server = mockFetch({ 'GET /api/announcements/v1/current': { status: 200, body: { announcements } } });
  const view = renderWithProviders(<AnnouncementBar onClosedAll={onClosedAll} />, {
    preloadedState: { preferences: makePreferencesState('de', 'DE') },
  });
  return { ...view, ...server, onClosedAll };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the announcement bar', () => {
  it('asks in the page’s language and country, shows the title, and its text on View', async () => {
    const user = userEvent.setup();
    const { calls } = renderBar([MAINTENANCE]);
    expect(await screen.findByText('Maintenance on Sunday')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/announcements/v1/current?language=de&country=DE');
    const body = screen.getByText(MAINTENANCE.body);
    expect(body).not.toBeVisible();
    const view = screen.getByRole('button', { name: 'View' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await user.click(view);
    expect(body).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes for good in this browser, showing the next one, and hands focus on after the last', async () => {
    const user = userEvent.setup();
    const first = renderBar([MAINTENANCE, NEW_APP]);
    await user.click(await screen.findByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByText('Maintenance on Sunday')).not.toBeInTheDocument();
    expect(screen.getByText('A new companion app')).toBeInTheDocument();
    expect(first.onClosedAll).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(LocalStorageKeys.closedAnnouncements) ?? '[]')).toEqual([MAINTENANCE.id]);
    first.unmount();

    // After a reload: the closed one stays closed.
    const again = renderBar([MAINTENANCE, NEW_APP]);
    expect(await screen.findByText('A new companion app')).toBeInTheDocument();
    expect(screen.queryByText('Maintenance on Sunday')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close announcement' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(again.onClosedAll).toHaveBeenCalledOnce();
  });

  it('shows nothing when none is current or the call fails', async () => {
    renderBar([]);
    const failing = mockFetch({ 'GET /api/announcements/v1/current': { status: 500, body: { rcode: 50000001, rmsg: 'fault' } } });
    const view = renderWithProviders(<AnnouncementBar onClosedAll={() => undefined} />);
    await vi.waitFor(() => expect(failing.calls).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
  });
});
