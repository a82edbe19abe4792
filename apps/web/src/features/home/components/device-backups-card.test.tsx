import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueryResult } from '@/lib/api/query-status';
import { NOW } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DeviceBackupsCard, type BackupDeviceSummary } from './device-backups-card';

type Query = QueryResult<{ devices: readonly BackupDeviceSummary[] }>;
const DAY = 24 * 60 * 60 * 1000;
const query = (overrides: Partial<Query>): Query => ({
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

const devices: BackupDeviceSummary[] = [
  {
    device_id: 'watch',
    alias: 'Running watch',
    model: 'CP-W5400',
    modelCode: 'CP-W5400',
    modelName: 'W5400',
    latest_backup_time: NOW - 5 * DAY,
    isExpiring: false,
  },
  {
    device_id: 'phone',
    alias: undefined,
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    latest_backup_time: Date.UTC(2026, 2, 4),
    isExpiring: false,
  },
  {
    device_id: 'old',
    alias: 'Old phone',
    model: 'CP-P8100',
    modelCode: 'CP-P8100',
    modelName: 'P8100',
    latest_backup_time: NOW - 340 * DAY,
    isExpiring: true,
  },
];

const PRODUCTS = 'POST /api/pki/v2/products/fetch';

describe('DeviceBackupsCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    renderWithProviders(<DeviceBackupsCard query={query({ isFetching: true })} />);
    expect(screen.getByRole('region', { name: 'Device backups' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading device backups');
  });

  it('counts the devices, names the newest backup and warns of backups about to go', () => {
    mockFetch({ [PRODUCTS]: { status: 200, body: { products: [] } } });
    renderWithProviders(<DeviceBackupsCard query={query({ data: { devices } })} />);
    const card = screen.getByRole('region', { name: 'Device backups' });
    expect(within(card).getByText('3 devices backed up')).toBeInTheDocument();
    expect(within(card).getByText('Latest backup: P9100, 03/04/2026')).toBeInTheDocument();
    expect(
      within(card).getByText(
        '1 backup will be deleted soon. Back up that device again to keep it.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See device backups' })).toHaveAttribute(
      'href',
      '/backup',
    );
  });

  it('names the newest device as /backup does: alias, else marketing name, else model name', async () => {
    const { calls } = mockFetch({
      [PRODUCTS]: {
        status: 200,
        body: {
          products: [{ modelCode: 'CP-P9100', modelName: 'P9100', marketingName: 'Aurora 9', images: [] }],
        },
      },
    });
    renderWithProviders(<DeviceBackupsCard query={query({ data: { devices } })} />);
    const card = screen.getByRole('region', { name: 'Device backups' });
    expect(await within(card).findByText('Latest backup: Aurora 9, 03/04/2026')).toBeInTheDocument();
    // Only the newest device's model is looked up.
    expect(calls.map((call) => call.body)).toEqual([{ modelCodes: ['CP-P9100'], modelNames: ['P9100'] }]);
  });

  it('uses the cached marketing name without asking again, and the alias before it', async () => {
    const { calls } = mockFetch({});
    const cached = (model: string, marketingName: string) => ({
      model,
      image: null,
      hasImage: false,
      marketingName,
    });
    renderWithProviders(
      <DeviceBackupsCard
        query={query({ data: { devices: [{ ...devices[1]!, alias: '  ' }, { ...devices[0]!, latest_backup_time: 0 }] } })}
      />,
      {
        preloadedState: {
          deviceImages: { images: [cached('CP-P9100', 'Aurora 9'), cached('CP-W5400', 'Aurora Watch')], pendingModels: [] },
        },
      },
    );
    expect(screen.getByText('Latest backup: Aurora 9, 03/04/2026')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([]));
  });

  it('says when no device has a backup', () => {
    renderWithProviders(<DeviceBackupsCard query={query({ data: { devices: [] } })} />);
    expect(
      screen.getByText('None of your devices has a backup in your cloud.'),
    ).toBeInTheDocument();
  });

  it('says when the backups could not be loaded, and retries', async () => {
    const failed = query({ isError: true });
    renderWithProviders(<DeviceBackupsCard query={failed} />);
    expect(screen.getByText("Device backups couldn't be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
