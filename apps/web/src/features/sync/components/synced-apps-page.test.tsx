import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  deviceContextsFixture,
  emptyQuotaUsageFixture,
  incompletedTaskFixture,
  quotaUsageFixture,
} from '@/testing/cloud-fixtures';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { deletionStartedState } from '../deletion-started';
import { SyncedAppsPage } from './synced-apps-page';

const QUOTA = 'GET /api/quota/v3/usage';
const DEVICES = 'GET /api/device-context/v1/devices';
const TASKS = 'GET /api/lgi/eos/v1/task/incompleted';

function answers(overrides: Record<string, MockResponse> = {}): Record<string, MockResponse> {
  return {
    [QUOTA]: { status: 200, body: quotaUsageFixture() },
    [DEVICES]: { status: 200, body: { devices: deviceContextsFixture() } },
    [TASKS]: { status: 200, body: { incompletedTasks: [incompletedTaskFixture(['calendar'])] } },
    ...overrides,
  };
}

describe('SyncedAppsPage', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
    expect(screen.getByRole('heading', { level: 1, name: 'Synced apps' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading synced apps');
    expect(document.title).toBe('Synced apps – Cloud Portal');
  });

  it('lists each app with items, size and last sync, the total, auto sync and what is being deleted', async () => {
    mockFetch(answers());
    renderWithProviders(<SyncedAppsPage />, { route: '/sync' });

    const list = await screen.findByRole('list', { name: 'Synced apps' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/^(Contacts|Notes|Internet)$/).textContent),
    ).toEqual(['Contacts', 'Notes', 'Internet']);
    expect(within(rows[0] as HTMLElement).getByText('1,248 items')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('3.4 MB')).toBeInTheDocument();
    expect(
      within(rows[0] as HTMLElement).getByText(/^Last synced \d\d\/\d\d\/2026 \d\d:\d\d$/),
    ).toBeInTheDocument();
    expect(screen.getByText('Total synced data').nextElementSibling).toHaveTextContent('267.9 MB');
    expect(
      screen.getByText(/Auto sync is off on at least one of your devices/),
    ).toBeInTheDocument();

    const deleting = screen.getByRole('region', { name: 'Being deleted' });
    expect(within(deleting).getByText('Calendar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Delete synced data' })).toHaveAttribute(
      'href',
      '/sync/delete',
    );
  });

  it('shows the apps as file rows, one scroll step tall, that the arrow keys move through', async () => {
    const user = userEvent.setup();
    mockFetch(answers());
    renderWithProviders(<SyncedAppsPage />, { route: '/sync' });

    const list = await screen.findByRole('list', { name: 'Synced apps' });
    // jsdom's window is 1024 px wide: the wide step (ui/file-row-list.test.tsx has both).
    for (const row of within(list).getAllByRole('listitem')) {
      expect(row.style.minBlockSize).toBe('80px');
    }
    screen.getByRole('button', { name: 'Contacts' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Internet' })).toHaveFocus();
  });

  it('says which apps a deletion just started for', async () => {
    mockFetch(answers());
    const { router } = renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
    await act(() =>
      router.navigate('/sync', { state: deletionStartedState(['notes', 'internet']) }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deleting the synced data of Notes and Internet. It no longer counts toward your storage.',
    );
  });

  it('says when no app syncs', async () => {
    mockFetch(
      answers({
        [QUOTA]: { status: 200, body: emptyQuotaUsageFixture() },
        [TASKS]: { status: 200, body: { incompletedTasks: [] } },
      }),
    );
    renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
    expect(await screen.findByText('No apps sync data to your cloud yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delete synced data' })).not.toBeInTheDocument();
  });

  it('says when a load failed, and tries again on request', async () => {
    const table = answers({ [DEVICES]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } });
    mockFetch(table);
    renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
    expect(await screen.findByText("Synced apps couldn't be loaded.")).toBeInTheDocument();
    table[DEVICES] = { status: 200, body: { devices: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Synced apps' })).toBeInTheDocument();
  });

  describe('#detailApp', () => {
    const preloadedState = {
      deviceImages: {
        images: [{ model: 'CP-T7200', image: null, hasImage: false, marketingName: 'Tab S9' }],
        pendingModels: [],
      },
    };

    it('opens an app in #detailApp with its totals and what each device syncs; Back closes it and focus returns', async () => {
      const user = userEvent.setup();
      mockFetch(answers());
      const { router } = renderWithProviders(<SyncedAppsPage />, {
        route: '/sync',
        preloadedState,
      });

      const opener = await screen.findByRole('button', { name: 'Contacts' });
      await user.click(opener);

      const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
      expect(router.state.location.pathname).toBe('/sync');
      expect(router.state.location.hash).toBe('#detailApp');
      expect(within(dialog).getByText('Items').nextElementSibling).toHaveTextContent('1,248');
      expect(within(dialog).getByText('Size').nextElementSibling).toHaveTextContent('3.4 MB');
      expect(within(dialog).getByText('Last modified').nextElementSibling).toHaveTextContent(
        /^\d\d\/\d\d\/2026 \d\d:\d\d$/,
      );
      const devices = within(
        within(dialog).getByRole('region', { name: 'On your devices' }),
      ).getAllByRole('listitem');
      expect(devices.map((device) => device.textContent)).toEqual([
        expect.stringMatching(/^Alex's phoneSync onLast synced \d\d\/\d\d\/2026 \d\d:\d\d$/),
        expect.stringMatching(/^Tab S9Sync onLast synced \d\d\/\d\d\/2026 \d\d:\d\d$/),
      ]);

      await act(() => router.navigate(-1));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/sync');
      expect(router.state.location.hash).toBe('');
      await waitFor(() => expect(opener).toHaveFocus());
      expect(screen.getByRole('list', { name: 'Synced apps' })).toBeInTheDocument();
    });

    it('closes with its Close button or Escape, leaving the address and giving focus back', async () => {
      const user = userEvent.setup();
      mockFetch(answers());
      const { router } = renderWithProviders(<SyncedAppsPage />, { route: '/sync' });

      const notes = await screen.findByRole('button', { name: 'Notes' });
      await user.click(notes);
      const dialog = await screen.findByRole('dialog', { name: 'Notes' });
      expect(within(dialog).getByText(/^Alex's phone/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.hash).toBe('');
      await waitFor(() => expect(notes).toHaveFocus());

      const internet = screen.getByRole('button', { name: 'Internet' });
      await user.click(internet);
      await screen.findByRole('dialog', { name: 'Internet' });
      expect(router.state.location.hash).toBe('#detailApp');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.hash).toBe('');
      await waitFor(() => expect(internet).toHaveFocus());
    });

    it('names a device by its product, looked up on this screen when no other screen has', async () => {
      const user = userEvent.setup();
      const { calls } = mockFetch(
        answers({
          'POST /api/pki/v2/products/fetch': {
            status: 200,
            body: { products: [{ modelCode: 'CP-T7200', modelName: 'T7200', marketingName: 'Tab S9', images: [] }] },
          },
        }),
      );
      renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
      await user.click(await screen.findByRole('button', { name: 'Contacts' }));
      const dialog = await screen.findByRole('dialog', { name: 'Contacts' });
      // As Backups and My devices call it: the product's name, not the model name T7200.
      expect(await within(dialog).findByText('Tab S9')).toBeInTheDocument();
      expect(within(dialog).queryByText('T7200')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.path === '/api/pki/v2/products/fetch')).toHaveLength(1);
    });

    it('drops a #detailApp that arrives with the address (no app named)', async () => {
      mockFetch(answers());
      const { router } = renderWithProviders(<SyncedAppsPage />, { route: '/sync' });
      await screen.findByRole('list', { name: 'Synced apps' });
      // As a typed address or a reload would: the fragment without an app chosen on this page.
      await act(() => router.navigate('/sync#detailApp'));
      await waitFor(() => expect(router.state.location.hash).toBe(''));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
