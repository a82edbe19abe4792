import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyQuotaUsageFixture,
  incompletedTaskFixture,
  quotaUsageFixture,
} from '@/testing/cloud-fixtures';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { SyncedAppsCard } from './synced-apps-card';

const QUOTA = 'GET /api/quota/v3/usage';
const TASKS = 'GET /api/lgi/eos/v1/task/incompleted';

describe('SyncedAppsCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<SyncedAppsCard />);
    expect(screen.getByRole('region', { name: 'Synced apps' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading synced apps');
  });

  it('counts the apps and their size, leaving apps being deleted out', async () => {
    mockFetch({
      [QUOTA]: { status: 200, body: quotaUsageFixture() },
      [TASKS]: { status: 200, body: { incompletedTasks: [incompletedTaskFixture(['notes'])] } },
    });
    renderWithProviders(<SyncedAppsCard />);
    const card = screen.getByRole('region', { name: 'Synced apps' });
    expect(await within(card).findByText('22.3 MB synced')).toBeInTheDocument();
    expect(within(card).getByText('2 apps sync to your cloud')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See synced apps' })).toHaveAttribute(
      'href',
      '/sync',
    );
  });

  it('says when no app syncs', async () => {
    mockFetch({
      [QUOTA]: { status: 200, body: emptyQuotaUsageFixture() },
      [TASKS]: { status: 200, body: { incompletedTasks: [] } },
    });
    renderWithProviders(<SyncedAppsCard />);
    expect(await screen.findByText('No apps sync data to your cloud yet.')).toBeInTheDocument();
  });

  it('says when a load failed, and retries only that one', async () => {
    const answers: Record<string, MockResponse> = {
      [QUOTA]: { status: 200, body: quotaUsageFixture() },
      [TASKS]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    };
    const { calls } = mockFetch(answers);
    renderWithProviders(<SyncedAppsCard />);
    expect(await screen.findByText("Synced apps couldn't be loaded.")).toBeInTheDocument();

    answers[TASKS] = { status: 200, body: { incompletedTasks: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('267.9 MB synced')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/quota/v3/usage')).toHaveLength(1);
  });
});
