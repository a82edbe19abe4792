import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { renderWithProviders } from '@/testing/render';
import { TimeoutPage } from './timeout-page';

afterEach(() => vi.unstubAllEnvs());

function renderTimeoutPage() {
  renderWithProviders(<TimeoutPage />, { route: PortalRoutes.timeout });
}

describe('TimeoutPage (spec §2)', () => {
  it('says 30 minutes when the build keeps the spec time-out', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', '');
    renderTimeoutPage();
    expect(screen.getByRole('heading', { level: 1, name: 'You were away for a while' })).toBeInTheDocument();
    expect(screen.getByText(/away for 30 minutes,/)).toBeInTheDocument();
  });

  it('names the time-out the build set instead', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', String(10 * 60_000));
    renderTimeoutPage();
    expect(screen.getByText(/away for 10 minutes,/)).toBeInTheDocument();
  });

  it('says "1 minute", never "0 minutes", for a time-out under a minute', () => {
    vi.stubEnv('VITE_IDLE_TIMEOUT_MS', '20000');
    renderTimeoutPage();
    expect(screen.getByText(/away for 1 minute,/)).toBeInTheDocument();
  });
});
