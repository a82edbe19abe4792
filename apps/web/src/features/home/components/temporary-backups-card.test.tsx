import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { QueryResult } from '@/lib/api/query-status';
import { renderWithProviders } from '@/testing/render';
import { TemporaryBackupsCard } from './temporary-backups-card';

type Query = QueryResult<ReadonlyArray<{ id: string; expiryAt: number }>>;
const query = (overrides: Partial<Query>): Query => ({
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

describe('TemporaryBackupsCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    renderWithProviders(<TemporaryBackupsCard query={query({ isFetching: true })} />);
    expect(screen.getByRole('region', { name: 'Temporary backups' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('counts the temporary backups and gives the soonest expiry', () => {
    const backups = [
      { id: 'b', expiryAt: Date.UTC(2026, 3, 20, 12) },
      { id: 'a', expiryAt: Date.UTC(2026, 2, 25, 12) },
    ];
    renderWithProviders(<TemporaryBackupsCard query={query({ data: backups })} />);
    const card = screen.getByRole('region', { name: 'Temporary backups' });
    expect(within(card).getByText('2 temporary backups')).toBeInTheDocument();
    expect(within(card).getByText('The first one expires on 03/25/2026.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See temporary backups' })).toHaveAttribute(
      'href',
      '/backup',
    );
  });

  it('says when there is none', () => {
    renderWithProviders(<TemporaryBackupsCard query={query({ data: [] })} />);
    expect(screen.getByText('You have no temporary backups.')).toBeInTheDocument();
  });

  it('says when they could not be loaded, and retries', async () => {
    const failed = query({ isError: true });
    renderWithProviders(<TemporaryBackupsCard query={failed} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText("Temporary backups couldn't be loaded.")).toBeInTheDocument();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });
});
