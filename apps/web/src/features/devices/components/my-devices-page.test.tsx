import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appUsageFixture, deviceContextsFixture, productWithPictureAnswers } from '@/testing/cloud-fixtures';
import { mockFetch, pathOf, type MockResponse } from '@/testing/fetch-mock';
import { persistedParts } from '@/app/store';
import type { DeviceSummaryEntry } from '@/lib/shared-api/get-device-contexts';
import { keptQueriesOf } from '@/stores/persisted-store';
import { renderWithProviders } from '@/testing/render';
import { myDeviceLists } from '../my-device-lists';
import { MyDevicesPage } from './my-devices-page';

const DEVICES = 'GET /api/device-context/v1/devices';
const USAGE = 'POST /api/device-context/v1/get-app-usage';
const IDS = ['phone-1', 'tablet-1', 'watch-1', 'phone-1-sf', 'phone-1-knox'];

function answers(overrides: Record<string, MockResponse> = {}): Record<string, MockResponse> {
  return {
    [DEVICES]: { status: 200, body: { devices: deviceContextsFixture() } },
    [USAGE]: { status: 200, body: appUsageFixture(IDS) },
    ...productWithPictureAnswers({ modelCode: 'CP-P9100', modelName: 'P9100', marketingName: 'Aurora 9', picture: 'p9' }),
    ...overrides,
  };
}

describe('MyDevicesPage', { timeout: 20_000 }, () => {
  it('shows a busy skeleton while loading', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    expect(screen.getByRole('heading', { level: 1, name: 'My devices' })).toBeInTheDocument();
    expect(screen.getByText('Loading your devices').closest('[role="status"]')).not.toBeNull();
    expect(document.title).toBe('My devices – Cloud Portal');
  });

  it('after a reload shows the device lists kept from the last visit while the fresh ones load, then the fresh ones', async () => {
    const first = mockFetch(answers());
    const firstVisit = renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    await screen.findByRole('region', { name: 'Devices' });
    const keptQueries = keptQueriesOf(firstVisit.store.getState(), persistedParts.queries);
    const kept = myDeviceLists(Object.values(keptQueries)[0]?.data as DeviceSummaryEntry[]);
    expect(kept.normal.map((device) => device.id)).toEqual(['phone-1', 'tablet-1', 'watch-1']);
    expect(kept.secureFolder.map((device) => device.id)).toEqual(['phone-1-sf']);
    expect(kept.knox.map((device) => device.id)).toEqual(['phone-1-knox']);
    expect(first.calls.length).toBeGreaterThan(0);
    firstVisit.unmount();

    // The reload: the device contexts answer late; the kept lists show meanwhile, marked busy.
    let answerDevices: (response: Response) => void = () => undefined;
    // The answer the devices call gets, whenever it is made.
    const devicesAnswer = new Promise<Response>((resolve) => {
      answerDevices = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        pathOf(input).includes('/device-context/v1/devices') ? devicesAnswer : new Promise<Response>(() => undefined),
      ),
    );
    renderWithProviders(<MyDevicesPage />, {
      route: '/devices',
      preloadedState: { devices: { usageTab: 'sync' } },
      keptQueries,
    });
    const page = screen.getByRole('region', { name: 'My devices' });
    const devices = screen.getByRole('region', { name: 'Devices' });
    expect(within(devices).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Alex's phone",
      'T7200',
      'Running watch',
    ]);
    expect(page).toHaveAttribute('aria-busy', 'true');

    const onlyThePhone = deviceContextsFixture().filter((device) => device.id === 'phone-1');
    answerDevices(new Response(JSON.stringify({ devices: onlyThePhone }), { status: 200, headers: { 'content-type': 'application/json' } }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Devices' })).getAllByRole('heading', { level: 3 })).toHaveLength(1),
    );
    expect(page).not.toHaveAttribute('aria-busy');
  });

  it('lists devices, Secure Folders and work profiles, each with picture, name, last use, E2EE and app usage', async () => {
    const { calls } = mockFetch(answers());
    const { container } = renderWithProviders(<MyDevicesPage />, { route: '/devices' });

    const devices = await screen.findByRole('region', { name: 'Devices' });
    const names = within(devices)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // Sorted by model: CP-P9100, CP-T7200, CP-W5400.
    expect(names).toEqual(["Alex's phone", 'T7200', 'Running watch']);
    expect(
      within(screen.getByRole('region', { name: 'Secure Folders' })).getByRole('heading', {
        name: 'Secure Folder',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Work profiles' })).getByRole('heading', {
        name: 'Work profile',
      }),
    ).toBeInTheDocument();

    const tablet = within(devices).getByRole('article', { name: 'T7200' });
    expect(within(tablet).getByText('End-to-end encryption: On')).toBeInTheDocument();
    expect(within(tablet).getByText(/^Last used \d\d\/\d\d\/2026 \d\d:\d\d$/)).toBeInTheDocument();
    const phone = within(devices).getByRole('article', { name: "Alex's phone" });
    expect(within(phone).getByText('End-to-end encryption: Off')).toBeInTheDocument();

    // Synced data by default: one row per app.
    const usage = await within(phone).findByRole('list', { name: "App usage of Alex's phone" });
    expect(within(usage).getByText('Contacts')).toBeInTheDocument();
    expect(within(usage).getByText('1,248 items, 3.4 MB')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.path === '/api/device-context/v1/get-app-usage')
        .map((call) => call.body),
    ).toEqual([{ deviceIds: ['phone-1', 'tablet-1', 'watch-1', 'phone-1-sf', 'phone-1-knox'] }]);

    // The picture arrives for the model the catalogue knows, with its marketing name.
    expect(await within(phone).findByText('Model: Aurora 9 (CP-P9100)')).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^data:/);
  });

  it('keeps a placeholder where a name goes while its product lookup is on its way, never the model code', async () => {
    mockFetch(answers());
    const answered = globalThis.fetch;
    // The product lookup never answers; everything else does.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      pathOf(input).includes('/products/fetch') ? new Promise<Response>(() => undefined) : answered(input, init),
    );
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    const devices = await screen.findByRole('region', { name: 'Devices' });
    const [phone, tablet] = within(devices).getAllByRole('heading', { level: 3 });
    // An alias is the owner's own name: no lookup needed.
    expect(phone).toHaveTextContent("Alex's phone");
    expect(phone?.querySelector('[aria-hidden="true"]')).toBeNull();
    // No alias: a placeholder is drawn, the model name only told to assistive technology.
    expect(tablet?.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(tablet).toHaveAccessibleName('T7200');
  });

  it('switches every device to its backed-up data, per category', async () => {
    mockFetch(answers());
    const { store } = renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Backed-up data' }));

    expect(screen.getByRole('tab', { name: 'Backed-up data' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const phone = screen.getByRole('article', { name: "Alex's phone" });
    const usage = within(phone).getByRole('list', { name: "App usage of Alex's phone" });
    expect(within(usage).getByText('Messages')).toBeInTheDocument();
    expect(within(usage).getByText('3,020 items, 1.2 GB')).toBeInTheDocument();
    expect(store.getState().devices.usageTab).toBe('backup');
  });

  it('says when a device has nothing of the chosen kind', async () => {
    mockFetch(
      answers({
        [USAGE]: {
          status: 200,
          body: { devices: IDS.map((deviceId) => ({ deviceId, appUsage: [] })) },
        },
      }),
    );
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    const phone = await screen.findByRole('article', { name: "Alex's phone" });
    expect(await within(phone).findByText('Nothing synced from this device.')).toBeInTheDocument();
  });

  it('shows the devices even when their app usage fails, with a retry', async () => {
    const table = answers({ [USAGE]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } });
    mockFetch(table);
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    const phone = await screen.findByRole('article', { name: "Alex's phone" });
    expect(await within(phone).findByText("App usage couldn't be loaded.")).toBeInTheDocument();
    table[USAGE] = { status: 200, body: appUsageFixture(IDS) };
    await userEvent.click(within(phone).getByRole('button', { name: 'Try again' }));
    expect(await within(phone).findByText('1,248 items, 3.4 MB')).toBeInTheDocument();
  });

  it('says when no device uses the cloud', async () => {
    mockFetch(answers({ [DEVICES]: { status: 200, body: { devices: [] } } }));
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    expect(await screen.findByText('No devices use your cloud yet.')).toBeInTheDocument();
  });

  it('says when the devices could not be loaded', async () => {
    mockFetch(answers({ [DEVICES]: { status: 503, body: { rcode: 50300001, rmsg: 'down' } } }));
    renderWithProviders(<MyDevicesPage />, { route: '/devices' });
    expect(await screen.findByText("Your devices couldn't be loaded.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  describe('signing a device out of the cloud', () => {
    const SIGN_OUT_TABLET = 'DELETE /api/device-context/v1/devices/tablet-1/credentials';

    /** The tablet is signed in until `signedOut` is called (the list answers it signed out then). */
    function tabletSignedIn(signOutAnswer: MockResponse) {
      const table = answers({
        [DEVICES]: { status: 200, body: { devices: deviceContextsFixture().map((device) => ({ ...device, signedIn: device.id === 'tablet-1' })) } },
        [SIGN_OUT_TABLET]: signOutAnswer,
      });
      const fetched = mockFetch(table);
      const signedOut = () => {
        table[DEVICES] = { status: 200, body: { devices: deviceContextsFixture().map((device) => ({ ...device, signedIn: false })) } };
      };
      return { ...fetched, signedOut };
    }

    it('offers it only for a signed-in device, asks first, then signs it out and says so', async () => {
      const { calls, signedOut } = tabletSignedIn({ status: 200, body: { id: 'tablet-1' } });
      renderWithProviders(<MyDevicesPage />, { route: '/devices' });
      const buttons = await screen.findAllByRole('button', { name: /^Sign out of the cloud/ });
      expect(buttons).toHaveLength(1);
      expect(buttons[0]).toHaveAccessibleName(/^Sign out of the cloud\s*T7200$/);
      await userEvent.click(buttons[0]!);
      const dialog = await screen.findByRole('alertdialog', { name: 'Sign T7200 out?' });
      expect(dialog).toHaveTextContent('Its backups and synced data stay in the cloud.');
      signedOut();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText('T7200 is signed out. It can no longer back up or sync.')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/device-context/v1/devices/tablet-1/credentials']);
      await waitFor(() => expect(screen.queryByRole('button', { name: /^Sign out of the cloud/ })).not.toBeInTheDocument());
      expect(screen.getByRole('heading', { level: 1, name: 'My devices' })).toHaveFocus();
    });

    it('signs nothing out when the owner cancels', async () => {
      const { calls } = tabletSignedIn({ status: 200, body: { id: 'tablet-1' } });
      renderWithProviders(<MyDevicesPage />, { route: '/devices' });
      await userEvent.click(await screen.findByRole('button', { name: /^Sign out of the cloud/ }));
      const dialog = await screen.findByRole('alertdialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
      expect(screen.getByRole('button', { name: /^Sign out of the cloud/ })).toBeInTheDocument();
    });

    it('says a device was already signed out when the cloud no longer has it signed in', async () => {
      const { signedOut } = tabletSignedIn({ status: 404, body: { rcode: 40400001, rmsg: 'No such device' } });
      renderWithProviders(<MyDevicesPage />, { route: '/devices' });
      await userEvent.click(await screen.findByRole('button', { name: /^Sign out of the cloud/ }));
      signedOut();
      await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
      expect(await screen.findByText('T7200 was already signed out.')).toBeInTheDocument();
    });
  });
});
