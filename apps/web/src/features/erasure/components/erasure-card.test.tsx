import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { incompletedTaskFixture } from '@/testing/cloud-fixtures';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ErasureCard } from './erasure-card';

const TASKS = 'GET /api/lgi/eos/v1/task/incompleted';

describe('ErasureCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<ErasureCard />);
    expect(screen.getByRole('region', { name: 'Erase your data' })).toHaveAttribute('aria-busy', 'true');
  });

  it('says when no request is in progress and leads to the erasure screen', async () => {
    mockFetch({ [TASKS]: { status: 200, body: { incompletedTasks: [] } } });
    renderWithProviders(<ErasureCard />);
    const card = screen.getByRole('region', { name: 'Erase your data' });
    expect(await within(card).findByText('You have no erasure requests in progress.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose data to erase' })).toHaveAttribute('href', '/erasure');
  });

  it('counts the requests in progress', async () => {
    mockFetch({
      [TASKS]: {
        status: 200,
        body: { incompletedTasks: [incompletedTaskFixture(['notes']), incompletedTaskFixture(['wifi'])] },
      },
    });
    renderWithProviders(<ErasureCard />);
    expect(await screen.findByText('2 erasure requests in progress')).toBeInTheDocument();
  });

  it('says when the requests could not be loaded, and loads them again on request', async () => {
    const answers: Record<string, MockResponse> = {
      [TASKS]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    };
    mockFetch(answers);
    renderWithProviders(<ErasureCard />);
    expect(await screen.findByText("Your erasure requests couldn't be loaded.")).toBeInTheDocument();
    answers[TASKS] = { status: 200, body: { incompletedTasks: [] } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no erasure requests in progress.')).toBeInTheDocument();
  });
});
