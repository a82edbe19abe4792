import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DriveLinkCard } from './drive-link-card';

const LINK = 'GET /api/odi/v2/link/status';

describe('DriveLinkCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<DriveLinkCard />);
    expect(screen.getByRole('region', { name: 'Linked cloud drive' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it.each([
    ['LINKED', 'Linked', 'Your Gallery is linked to your cloud drive account.'],
    ['UNSUPPORTED', 'Not available', "Linking a cloud drive isn't available for your account."],
    [
      'NOT_LINKED',
      'Not linked',
      'You can link your Gallery to a cloud drive account on your phone.',
    ],
  ])('status %s reads "%s"', async (status, state, text) => {
    mockFetch({ [LINK]: { status: 200, body: { oneDriveLinkStatus: status } } });
    renderWithProviders(<DriveLinkCard />);
    const card = screen.getByRole('region', { name: 'Linked cloud drive' });
    expect(await within(card).findByText(state)).toBeInTheDocument();
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('says when the status could not be checked, and checks again on request', async () => {
    const answers: Record<string, MockResponse> = {
      [LINK]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    };
    mockFetch(answers);
    renderWithProviders(<DriveLinkCard />);
    expect(
      await screen.findByText("The cloud drive link couldn't be checked."),
    ).toBeInTheDocument();
    answers[LINK] = { status: 200, body: { oneDriveLinkStatus: 'LINKED' } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Linked')).toBeInTheDocument();
  });
});
