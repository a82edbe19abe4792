import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@cloud-portal/domain/date-format';
import { renderWithProviders, signedInAuthState } from '@/testing/render';
import { initialBackupState } from '../backup-slice';
import { device, devicesResponse, item, NOW, PHONE, TABLET } from '../testing/backup-fixtures';
import { JOURNEY_TIMEOUT_MS, renderBackupRoute } from '../testing/render-backup-route';
import { BackupDetailPage } from './backup-detail-page';

const DEVICES = 'GET /api/backup/v4/devices';

const RICH_PHONE = device({
  items: [
    item('SMS', { usage: 48_600_000, count: 12_480, latest_backup_time: NOW - 2 * 86_400_000 }),
    item('MMS', { usage: 821_300_000, count: 1_932, latest_backup_time: NOW - 86_400_000 }),
    item('Chat', { usage: 0, count: 0, state: 'off', encrypted: true }),
    item('CONTACT', { usage: 3_400_000, count: 412 }),
    item('MyProfile', { usage: 24_000, count: 1 }),
    item('Voice', { count: 1, state: 'noPermission' }),
    item('NOT_A_CATEGORY', { usage: 9_000_000_000 }),
  ],
});

function categoryCard(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!card) throw new Error(`no card ${name}`);
  return card;
}

describe('one device’s backup (/backup/detail)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each category with size, count, latest backup, state and encryption; unknown cids are left out', async () => {
    renderBackupRoute(`/backup/detail?deviceId=${PHONE.device_id}`, {
      answers: { [DEVICES]: { status: 200, body: devicesResponse([RICH_PHONE, TABLET]) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Alex's phone" })).toBeInTheDocument();
    expect(document.title).toBe("Alex's phone – Cloud Portal");
    const names = within(screen.getByRole('list')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names).toEqual(['Messages', 'Contacts', 'Voice Recorder']);

    const messages = categoryCard('Messages');
    expect(within(messages).getByText('869.9 MB')).toBeInTheDocument();
    expect(within(messages).getByText('14,412 messages')).toBeInTheDocument();
    expect(
      within(messages).getByText(
        `Latest backup: ${formatDate(NOW - 86_400_000, { locale: 'en', withYear: true, withTime: true })}`,
      ),
    ).toBeInTheDocument();
    expect(within(messages).getByText('Backed up')).toBeInTheDocument();
    expect(within(messages).getByText('Encrypted')).toBeInTheDocument();

    const contacts = categoryCard('Contacts');
    expect(within(contacts).getByText('413 contacts')).toBeInTheDocument();
    expect(within(contacts).queryByText('Encrypted')).not.toBeInTheDocument();

    const voice = categoryCard('Voice Recorder');
    expect(within(voice).getByText('1 recording')).toBeInTheDocument();
    expect(within(voice).getByText('No permission')).toBeInTheDocument();
    expect(screen.queryByText(/9\.0 GB/)).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Delete data' })).toHaveAttribute(
      'href',
      `/backup/detail/delete?deviceId=${PHONE.device_id}`,
    );
    expect(screen.getByRole('link', { name: 'All backups' })).toHaveAttribute('href', '/backup');
  });

  it('uses the tablet names of contacts and calendar on a tablet', async () => {
    const { store } = renderBackupRoute(`/backup/detail?deviceId=${TABLET.device_id}`, {
      answers: { [DEVICES]: { status: 200, body: devicesResponse([PHONE, TABLET]) } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Tablet contacts' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tablet calendar' })).toBeInTheDocument();
    expect(within(categoryCard('Tablet contacts')).getByText('Encrypted')).toBeInTheDocument();
    expect(store.getState().backup.selectedDeviceId).toBe(TABLET.device_id);
  });

  it('says so when the device has no backup any more', async () => {
    renderBackupRoute('/backup/detail?deviceId=gone', {
      answers: { [DEVICES]: { status: 200, body: devicesResponse([PHONE]) } },
    });
    expect(await screen.findByText("This backup isn't in the cloud any more.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Delete data' })).not.toBeInTheDocument();
  });

  it('says so when the device holds nothing the portal shows', async () => {
    renderBackupRoute(`/backup/detail?deviceId=${PHONE.device_id}`, {
      answers: { [DEVICES]: { status: 200, body: devicesResponse([device({ items: [item('NOPE')] })]) } },
    });
    expect(await screen.findByText('Nothing is backed up from this device.')).toBeInTheDocument();
  });

  it('says so when the backup cannot be loaded', async () => {
    renderBackupRoute(`/backup/detail?deviceId=${PHONE.device_id}`, {
      answers: { [DEVICES]: { status: 503, body: { rcode: 50300001 } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your device backups couldn't be loaded.");
  });

  it('shows a placeholder while it loads', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderWithProviders(<BackupDetailPage />, {
      preloadedState: { auth: signedInAuthState(), backup: { ...initialBackupState, selectedDeviceId: 'x' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the backup');
  });

  it('without a device in the address, shows the one last on show, else the list', async () => {
    const answers = { [DEVICES]: { status: 200, body: devicesResponse() } };
    const withDevice = renderBackupRoute('/backup/detail', {
      answers,
      preloadedState: { backup: { ...initialBackupState, selectedDeviceId: TABLET.device_id } },
    });
    await waitFor(() => expect(withDevice.router.state.location.search).toBe(`?deviceId=${TABLET.device_id}`));
    withDevice.unmount();

    const without = renderBackupRoute('/backup/detail', { answers });
    await waitFor(() => expect(without.router.state.location.pathname).toBe('/backup'));
  });
});
