import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyQuotaUsageFixture, quotaUsageFixture } from '@/testing/cloud-fixtures';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { StorageUsageCard } from './storage-usage-card';

const QUOTA = 'GET /api/quota/v3/usage';

describe('StorageUsageCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while the usage loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<StorageUsageCard />);
    expect(screen.getByRole('region', { name: 'Storage' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading storage usage');
  });

  it('shows used of total, an accessible usage bar and the biggest kinds of data', async () => {
    mockFetch({ [QUOTA]: { status: 200, body: quotaUsageFixture() } });
    renderWithProviders(<StorageUsageCard />);

    const card = screen.getByRole('region', { name: 'Storage' });
    expect(await within(card).findByText('7.2 GB of 15.0 GB used')).toBeInTheDocument();
    expect(card).not.toHaveAttribute('aria-busy');
    const meter = within(card).getByRole('meter', { name: 'Storage used' });
    expect(meter).toHaveAttribute('aria-valuenow', '48');
    expect(meter).toHaveAttribute('aria-valuetext', '48% used (7.2 GB of 15.0 GB)');
    const rows = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Gallery5.7 GB',
      'Device backups1.2 GB',
      'Synced apps267.9 MB',
    ]);
  });

  it('shows every kind of data with its items, and the space left, while its quota toggle is on', async () => {
    const user = userEvent.setup();
    mockFetch({ [QUOTA]: { status: 200, body: quotaUsageFixture() } });
    renderWithProviders(<StorageUsageCard />);

    const card = screen.getByRole('region', { name: 'Storage' });
    const toggle = await within(card).findByRole('switch', { name: 'Show all kinds of data' });
    expect(toggle).not.toBeChecked();
    // Off: the three biggest kinds only, no counts.
    expect(within(card).queryByText('Secure Folder and work profile')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(within(card).getByRole('heading', { level: 3, name: 'All kinds of data' })).toBeInTheDocument();
    const rows = within(within(card).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Gallery45 items5.7 GB',
      'Device backups3,000 items1.2 GB',
      'Synced apps1,647 items267.9 MB',
      'Secure Folder and work profile154 items402.0 KB',
      'Free space7.8 GB',
    ]);

    await user.click(within(card).getByText('Show all kinds of data'));
    expect(toggle).not.toBeChecked();
    expect(within(card).getByRole('heading', { level: 3, name: 'Using the most space' })).toBeInTheDocument();
    expect(within(within(card).getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the space left when nothing is stored and the quota toggle is on', async () => {
    const user = userEvent.setup();
    mockFetch({ [QUOTA]: { status: 200, body: emptyQuotaUsageFixture() } });
    renderWithProviders(<StorageUsageCard />);
    await user.click(await screen.findByRole('switch', { name: 'Show all kinds of data' }));
    expect(screen.getByText('Nothing is stored in your cloud yet.')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Free space15.0 GB');
  });

  it('says when nothing is stored', async () => {
    mockFetch({ [QUOTA]: { status: 200, body: emptyQuotaUsageFixture() } });
    renderWithProviders(<StorageUsageCard />);
    expect(await screen.findByText('Nothing is stored in your cloud yet.')).toBeInTheDocument();
    expect(screen.getByText('0 Byte of 15.0 GB used')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('says when the usage could not be loaded, and tries again on request', async () => {
    const answers: Record<string, MockResponse> = {
      [QUOTA]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    };
    const { calls } = mockFetch(answers);
    renderWithProviders(<StorageUsageCard />);

    expect(await screen.findByText("Storage usage couldn't be loaded.")).toBeInTheDocument();
    answers[QUOTA] = { status: 200, body: quotaUsageFixture() };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('7.2 GB of 15.0 GB used')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/quota/v3/usage')).toHaveLength(2);
  });
});
