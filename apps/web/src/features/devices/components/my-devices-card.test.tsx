import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deviceContextsFixture } from '@/testing/cloud-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { MyDevicesCard } from './my-devices-card';

const DEVICES = 'GET /api/device-context/v1/devices';

describe('MyDevicesCard', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<MyDevicesCard />);
    expect(screen.getByRole('region', { name: 'My devices' })).toHaveAttribute('aria-busy', 'true');
  });

  it('counts the devices of each kind', async () => {
    mockFetch({ [DEVICES]: { status: 200, body: { devices: deviceContextsFixture() } } });
    renderWithProviders(<MyDevicesCard />);
    const card = screen.getByRole('region', { name: 'My devices' });
    const counts = await within(card).findAllByRole('listitem');
    expect(counts.map((item) => item.textContent)).toEqual([
      '3 devices',
      '1 Secure Folder',
      '1 work profile',
    ]);
    expect(within(card).getByRole('link', { name: 'See my devices' })).toHaveAttribute(
      'href',
      '/devices',
    );
  });

  it('says when no device uses the cloud', async () => {
    mockFetch({ [DEVICES]: { status: 200, body: { devices: [] } } });
    renderWithProviders(<MyDevicesCard />);
    expect(await screen.findByText('No devices use your cloud yet.')).toBeInTheDocument();
  });

  it('says when the devices could not be loaded', async () => {
    mockFetch({ [DEVICES]: { status: 500, body: { rcode: 50000001, rmsg: 'x' } } });
    renderWithProviders(<MyDevicesCard />);
    expect(await screen.findByText("Your devices couldn't be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
