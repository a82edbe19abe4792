import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@cloud-portal/contract/notifications';
import { Header } from '../../components/header';
import { renderWithProviders, TEST_SESSION } from '@/testing/render';
import { callOf } from '@/testing/fetch-mock';

const BACKUP: Notification = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'backupDeletion',
  createdAt: Date.UTC(2026, 10, 27, 9, 0),
  read: false,
  deviceName: 'Aurora Tab 7',
  daysLeft: 30,
  at: Date.UTC(2026, 11, 27),
  browserName: null,
  systemName: null,
};
const SIGN_IN: Notification = {
  ...BACKUP,
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'newBrowserSignIn',
  deviceName: null,
  daysLeft: null,
  browserName: 'Firefox',
  systemName: 'Linux',
};
const ERASED: Notification = { ...BACKUP, id: '33333333-3333-4333-8333-333333333333', kind: 'erasureFinished', read: true, deviceName: null, daysLeft: null };

type Answer = { status: number; body?: unknown } | 'pending';

/** A notification API holding `notifications`: marking read changes what the next list answers. */
function mockNotificationServer(start: Notification[], overrides: Record<string, Answer> = {}) {
  let notifications = [...start];
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const { method, path } = callOf(input, init);
      const key = `${method} ${path.split('?')[0]}`;
      if (method === 'POST') posts.push(path);
      const override = overrides[key];
      if (override === 'pending') return new Promise<Response>(() => undefined);
      let answer = override;
      if (!answer) {
        if (key === 'GET /api/notifications/v1/list') {
          answer = { status: 200, body: { notifications, unreadCount: notifications.filter((each) => !each.read).length } };
        } else if (key === 'POST /api/notifications/v1/read-all') {
          notifications = notifications.map((each) => ({ ...each, read: true }));
          answer = { status: 200, body: { unreadCount: 0 } };
        } else if (key.startsWith('POST /api/notifications/v1/')) {
          const id = path.split('/').at(-2);
          notifications = notifications.map((each) => (each.id === id ? { ...each, read: true } : each));
          answer = { status: 200, body: { id, read: true } };
        } else {
          answer = { status: 404, body: { rcode: 40400001, rmsg: 'none' } };
        }
      }
      return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { posts };
}

function renderHeader() {
  return renderWithProviders(<Header session={TEST_SESSION} onSignOut={() => undefined} showNotifications />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the notification bell and drawer', () => {
  it('names the unread count, opens on Enter with focus inside, and closes on Escape back to the bell', async () => {
    const user = userEvent.setup();
    mockNotificationServer([BACKUP, SIGN_IN, ERASED]);
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveFocus();
    const items = within(drawer).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'The backup of Aurora Tab 7 will be deleted in 30 days. Back up the device again to keep it.',
      'Your account signed in from a new browser: Firefox on Linux.',
      'The data you asked us to erase has been erased.',
    ]);
    expect(within(items[0]!).getByText(/Unread/)).toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('marks one read, then all, and the count follows', async () => {
    const user = userEvent.setup();
    const { posts } = mockNotificationServer([BACKUP, SIGN_IN]);
    renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(within(drawer).getAllByRole('listitem')[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(posts).toEqual([`/api/notifications/v1/${BACKUP.id}/read`]);

    await user.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when there are none, while they load, and when they cannot be loaded, with a retry', async () => {
    const user = userEvent.setup();
    mockNotificationServer([]);
    const empty = renderHeader();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    empty.unmount();

    mockNotificationServer([], { 'GET /api/notifications/v1/list': 'pending' });
    const loading = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    loading.unmount();

    mockNotificationServer([], { 'GET /api/notifications/v1/list': { status: 500, body: { rcode: 50000001, rmsg: 'fault' } } });
    const failing = renderHeader();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Notifications couldn't be loaded.");
    // The screen stays where it is: the failure is the drawer's, not the page's.
    expect(failing.router.state.location.pathname).toBe('/');
    mockNotificationServer([SIGN_IN]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your account signed in from a new browser: Firefox on Linux.')).toBeInTheDocument();
  });

  it('shuts the profile drawer when it opens, and the other way round', async () => {
    const user = userEvent.setup();
    mockNotificationServer([BACKUP]);
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account: Alex Morgan' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });
});
