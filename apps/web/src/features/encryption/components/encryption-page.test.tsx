import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { E2eeDevice } from '@cloud-portal/contract/e2ee';
import type { EdpUserRecord } from '@cloud-portal/contract/edp';
import { wireGlobalErrorHandling } from '@/app/global-error-effects';
import { renderRoutes, renderWithProviders, signedInAuthState } from '@/testing/render';
import { encryptionRoutes } from '../encryption-routes';
import { E2eeGroupsSection } from './e2ee-groups-section';
import { EdpResetSection } from './edp-reset-section';
import { bodyOf, callOf } from '@/testing/fetch-mock';

interface Answer {
  status: number;
  body?: unknown;
}

const GROUPS = {
  e2eeGroups: [
    { e2eeGroupId: 'kps-backup', type: 'backup', state: 'ENABLED' },
    { e2eeGroupId: 'kps-sync', type: 'sync', state: 'DISABLED' },
  ],
};
const POLICIES = {
  policies: [
    { groupId: 'kps-backup', contents: [{ id: 'CALLLOGS' }, { id: 'WALLPAPER' }, { id: 'SMS' }] },
    { groupId: 'kps-sync', contents: [{ id: 'keyboard' }, { id: 'notes' }] },
  ],
};
const TABLET: E2eeDevice = {
  deviceId: 'dev-tab',
  model: 'SM-X710',
  modelName: 'Galaxy Tab S9',
  alias: "Alex's tablet",
  e2eeType: 'e2ee',
  enabledAt: Date.UTC(2025, 10, 2),
};
const PHONE: E2eeDevice = { ...TABLET, deviceId: 'dev-phone', model: 'SM-S921', modelName: 'S921', alias: null, enabledAt: null };
/** The phone's product, as Backups and My devices name it. */
const PHONE_PRODUCT = { modelCode: 'SM-S921', modelName: 'S921', marketingName: 'Galaxy S24', images: [] };

/** A reset made earlier, which the screen offers to cancel. */
const COMPLETED: EdpUserRecord['reset'] = { status: 'COMPLETED', updatedAt: Date.UTC(2026, 2, 4, 8, 0) };

/**
 * A small EDP server: reset and cancel change the record, as the real one does, so the
 * screen's refetch shows the new status. `overrides` replaces answers by `METHOD /path`.
 */
function mockEncryptionServer(
  overrides: Record<string, Answer | 'pending'> = {},
  start: EdpUserRecord['reset'] = { status: 'NONE', updatedAt: null },
) {
  let record: EdpUserRecord = { edpUserData: { enabled: true, version: 0 }, reset: start };
  const posts: { path: string; body: unknown }[] = [];
  const answers: Record<string, () => Answer> = {
    'GET /api/kps/v2/manage/groups': () => ({ status: 200, body: GROUPS }),
    'GET /api/kps/v2/info/policy': () => ({ status: 200, body: POLICIES }),
    'GET /api/backup/v4/e2ee/devices': () => ({ status: 200, body: { devices: [TABLET] } }),
    'GET /api/data/v3/e2ee/devices': () => ({ status: 200, body: { devices: [PHONE] } }),
    'GET /api/sbp/edp/users': () => ({ status: 200, body: record }),
    'POST /api/pki/v2/products/fetch': () => ({ status: 200, body: { products: [PHONE_PRODUCT] } }),
    'POST /api/sbp/edp/users/reset': () => {
      record = {
        edpUserData: { ...record.edpUserData, version: record.edpUserData.version + 1 },
        reset: { status: 'COMPLETED', updatedAt: Date.UTC(2026, 2, 5, 9, 30) },
      };
      return { status: 200, body: record };
    },
    'POST /api/sbp/edp/users/reset/cancel': () => {
      record = {
        edpUserData: { ...record.edpUserData, version: record.edpUserData.version + 1 },
        reset: { status: 'CANCELLED', updatedAt: Date.UTC(2026, 2, 5, 9, 45) },
      };
      return { status: 200, body: record };
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const { method, path } = callOf(input, init);
      const key = `${method} ${path}`;
      if (method === 'POST' && path.startsWith('/api/sbp/')) posts.push({ path, body: await bodyOf(input, init) });
      const override = overrides[key];
      if (override === 'pending') return new Promise<Response>(() => undefined);
      const answer = override ?? answers[key]?.();
      if (!answer) throw new Error(`No mock answer for ${key}`);
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { posts };
}

function renderEncryption() {
  return renderRoutes((store) => encryptionRoutes(store), {
    route: '/reset_edp_status',
    preloadedState: { auth: signedInAuthState() },
  });
}

function section(name: string) {
  return screen.getByRole('region', { name });
}

// Whole-screen journeys with many renders: slow on a busy machine.
describe('EncryptionPage', { timeout: 20_000 }, () => {
  it('shows the E2EE groups with only the 26 policy contents, the devices and the EDP record', async () => {
    mockEncryptionServer();
    renderEncryption();

    expect(await screen.findByRole('heading', { level: 1, name: 'End-to-end encryption' })).toBeInTheDocument();
    expect(document.title).toBe('Encryption – Cloud Portal');

    const groups = section('Encryption groups');
    const backup = within(groups).getByRole('article', { name: 'Backups' });
    expect(within(backup).getByText('On')).toBeInTheDocument();
    expect(within(backup).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Call logs',
      'Text messages',
    ]);
    const sync = within(groups).getByRole('article', { name: 'Synced data' });
    expect(within(sync).getByText('Off')).toBeInTheDocument();
    expect(within(sync).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Notes']);

    const devices = section('Devices using end-to-end encryption');
    const forBackups = within(devices).getByRole('article', { name: 'For backups' });
    expect(within(forBackups).getByText("Alex's tablet")).toBeInTheDocument();
    expect(within(forBackups).getByText('Since 11/02/2025')).toBeInTheDocument();
    // Without an alias, a device goes by its product's name, as on Backups and My devices.
    expect(
      await within(within(devices).getByRole('article', { name: 'For synced data' })).findByText('Galaxy S24'),
    ).toBeInTheDocument();

    const edp = section('Reset end-to-end protection');
    expect(within(edp).getByText('Not reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About end-to-end encryption' })).toHaveAttribute('href', '/info-e2ee');
  });

  it('shows each section loading while its data is on the way', () => {
    mockEncryptionServer({
      'GET /api/kps/v2/manage/groups': 'pending',
      'GET /api/backup/v4/e2ee/devices': 'pending',
      'GET /api/sbp/edp/users': 'pending',
    });
    // The route waits for its loader; render its sections alone to see them load.
    renderWithProviders(
      <>
        <E2eeGroupsSection />
        <EdpResetSection />
      </>,
    );
    expect(screen.getByText('Loading encryption groups')).toBeInTheDocument();
    expect(screen.getByText('Loading end-to-end protection')).toBeInTheDocument();
  });

  it('says so when there are no groups and no devices', async () => {
    mockEncryptionServer({
      'GET /api/kps/v2/manage/groups': { status: 200, body: { e2eeGroups: [] } },
      'GET /api/kps/v2/info/policy': { status: 200, body: { policies: [] } },
      'GET /api/backup/v4/e2ee/devices': { status: 200, body: { devices: [] } },
      'GET /api/data/v3/e2ee/devices': { status: 200, body: { devices: [] } },
    });
    renderEncryption();
    expect(await screen.findByText("End-to-end encryption hasn't been set up for this account.")).toBeInTheDocument();
    expect(within(section('Devices using end-to-end encryption')).getAllByText('No devices.')).toHaveLength(2);
  });

  it('keeps a placeholder where a device name goes while its product lookup is on its way', async () => {
    mockEncryptionServer({ 'POST /api/pki/v2/products/fetch': 'pending' });
    renderEncryption();
    const forData = await screen.findByRole('article', { name: 'For synced data' });
    // The model name (S921) is told to assistive technology only, until the product's arrives.
    const hidden = await within(forData).findByText('S921');
    expect(hidden.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(within(forData).queryByText('Galaxy S24')).not.toBeInTheDocument();
    // An alias is the owner's own name: shown at once.
    const forBackups = screen.getByRole('article', { name: 'For backups' });
    expect(within(forBackups).getByText("Alex's tablet").previousElementSibling).toBeNull();
  });

  it('shows a failed load with a retry that loads it again', async () => {
    const user = userEvent.setup();
    mockEncryptionServer({
      'GET /api/kps/v2/manage/groups': { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
      'GET /api/sbp/edp/users': { status: 500, body: { rcode: 50000001, rmsg: 'down' } },
    });
    renderEncryption();
    expect(await screen.findByText("The encryption groups couldn't be loaded.")).toBeInTheDocument();
    expect(screen.getByText("End-to-end protection couldn't be loaded.")).toBeInTheDocument();

    mockEncryptionServer();
    await user.click(within(section('Encryption groups')).getByRole('button', { name: 'Try again' }));
    expect(await within(section('Encryption groups')).findByRole('article', { name: 'Backups' })).toBeInTheDocument();
  });

  it('resets after a confirmation in #confirmationDialog, then shows the refetched COMPLETED status', async () => {
    const user = userEvent.setup();
    const { posts } = mockEncryptionServer();
    const { router } = renderEncryption();
    const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });

    await user.click(within(edp).getByRole('button', { name: 'Reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset end-to-end protection?' });
    expect(router.state.location.hash).toBe('#confirmationDialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(posts).toEqual([]);

    // Not reset yet: nothing to cancel.
    expect(within(edp).getByText('Not reset')).toBeInTheDocument();
    expect(within(edp).queryByRole('button', { name: 'Cancel reset' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(edp).findByText('Reset completed')).toBeInTheDocument();
    // Reset: it can be cancelled, not made again.
    expect(within(edp).getByRole('button', { name: 'Cancel reset' })).toBeInTheDocument();
    expect(within(edp).queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/sbp/edp/users/reset', body: { edpUserData: { enabled: true, version: 0 } } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.hash).toBe('');
    expect(within(edp).getByText('03/05/2026 09:30')).toBeInTheDocument();
  });

  it('closes the confirmation without resetting when cancelled', async () => {
    const user = userEvent.setup();
    const { posts } = mockEncryptionServer();
    renderEncryption();
    const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });
    await user.click(within(edp).getByRole('button', { name: 'Reset' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(posts).toEqual([]);
  });

  it('cancels a completed reset with an empty body, then shows the refetched CANCELLED status', async () => {
    const user = userEvent.setup();
    const { posts } = mockEncryptionServer({}, COMPLETED);
    renderEncryption();
    const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });

    await user.click(within(edp).getByRole('button', { name: 'Cancel reset' }));
    expect(await within(edp).findByText('Reset cancelled')).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/api/sbp/edp/users/reset/cancel', body: {} }]);
    expect(within(edp).queryByRole('button', { name: 'Cancel reset' })).not.toBeInTheDocument();
    // Cancelled: protection can be reset again.
    expect(within(edp).getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('shows a failed reset inline with its rcode', async () => {
    const user = userEvent.setup();
    mockEncryptionServer({
      'POST /api/sbp/edp/users/reset': { status: 403, body: { rcode: 40300000, rmsg: 'not allowed' } },
    });
    renderEncryption();
    const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });
    await user.click(within(edp).getByRole('button', { name: 'Reset' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await within(edp).findByRole('alert')).toHaveTextContent(
      "The reset couldn't be completed. Error code 40300000",
    );
    expect(within(edp).getByText('Not reset')).toBeInTheDocument();
  });

  describe("with the app's global error handling wired", () => {
    let unwire: () => void = () => undefined;
    afterEach(() => unwire());

    it('a reset from an outdated record (400 40000001) fails inline, on the screen', async () => {
      const user = userEvent.setup();
      mockEncryptionServer({
        'POST /api/sbp/edp/users/reset': { status: 400, body: { rcode: 40000001, rmsg: 'stale' } },
      });
      const { router, store } = renderEncryption();
      unwire = wireGlobalErrorHandling(router, store);
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });
      await user.click(within(edp).getByRole('button', { name: 'Reset' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));

      expect(await within(edp).findByRole('alert')).toHaveTextContent(
        "The reset couldn't be completed. Error code 40000001",
      );
      expect(router.state.location.pathname).toBe('/reset_edp_status');
      expect(visited).not.toContain('/error400');
    });
  });

  it('shows a failed cancel inline with its rcode', async () => {
    const user = userEvent.setup();
    mockEncryptionServer(
      { 'POST /api/sbp/edp/users/reset/cancel': { status: 403, body: { rcode: 40300000, rmsg: 'no' } } },
      COMPLETED,
    );
    renderEncryption();
    const edp = await screen.findByRole('region', { name: 'Reset end-to-end protection' });
    await user.click(within(edp).getByRole('button', { name: 'Cancel reset' }));
    expect(await within(edp).findByRole('alert')).toHaveTextContent(
      "The reset couldn't be cancelled. Error code 40300000",
    );
  });
});
