import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { E2eeCard } from './e2ee-card';

const GROUPS = 'GET /api/kps/v2/manage/groups';

describe('E2eeCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<E2eeCard />);
    expect(screen.getByRole('region', { name: 'End-to-end encryption' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('says whether encryption is on, for backups and for synced data', async () => {
    mockFetch({
      [GROUPS]: {
        status: 200,
        body: {
          e2eeGroups: [
            { e2eeGroupId: 'g1', type: 'backup', state: 'ENABLED' },
            { e2eeGroupId: 'g2', type: 'sync', state: 'DISABLED' },
          ],
        },
      },
    });
    renderWithProviders(<E2eeCard />);
    const card = screen.getByRole('region', { name: 'End-to-end encryption' });
    expect(await within(card).findByText('On')).toBeInTheDocument();
    expect(within(card).getByText('Backups: On')).toBeInTheDocument();
    expect(within(card).getByText('Synced data: Off')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Manage encryption' })).toHaveAttribute(
      'href',
      '/reset_edp_status',
    );
  });

  it('says when it is not set up', async () => {
    mockFetch({ [GROUPS]: { status: 200, body: { e2eeGroups: [] } } });
    renderWithProviders(<E2eeCard />);
    expect(
      await screen.findByText("End-to-end encryption isn't set up for your account."),
    ).toBeInTheDocument();
  });

  it('says when it could not be checked', async () => {
    mockFetch({ [GROUPS]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } });
    renderWithProviders(<E2eeCard />);
    expect(
      await screen.findByText("End-to-end encryption couldn't be checked."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
