import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { holdConfirmToken } from '@/testing/confirm-token';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { renderWithProviders, signedInAuthState } from '@/testing/render';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { initialBackupState } from '../backup-slice';
import { savePendingDeletion } from '../pending-deletion';
import { device, devicesResponse, item, TABLET } from '../testing/backup-fixtures';
import { prepareEachDeletionJourney } from '../testing/deletion-journey';
import { JOURNEY_TIMEOUT_MS, renderBackupRoute } from '../testing/render-backup-route';
import { BackupDetailDeletePage } from './backup-detail-delete-page';

const PHONE = device({ items: [item('SMS'), item('MMS'), item('CONTACT'), item('Voice')] });
const DEVICES = 'GET /api/backup/v4/devices';
const content = (cid: string) => `DELETE /api/backup/v4/contents/${cid}?tdid=${PHONE.device_id}&cid=${cid}`;
const answers = {
  [DEVICES]: { status: 200, body: devicesResponse([PHONE, TABLET]) },
  'POST /auth/confirm-password': { status: 200, body: { action: 'https://id.example.com/confirm', fields: {} } },
  [content('SMS')]: { status: 200, body: { device_id: PHONE.device_id, cid: 'SMS' } },
  [content('MMS')]: { status: 200, body: { device_id: PHONE.device_id, cid: 'MMS' } },
  [content('Voice')]: { status: 200, body: { device_id: PHONE.device_id, cid: 'Voice' } },
};

describe('deleting backed-up data of one device (/backup/detail/delete)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  prepareEachDeletionJourney();

  it('deletes every content id of the chosen categories, one call after the other, and returns to the detail', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const view = renderBackupRoute(`/backup/detail/delete?deviceId=${PHONE.device_id}`, { answers });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Delete data backed up from Alex's phone" }),
    ).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Backed-up data' });
    // Select all, then messages, contacts and voice recorder.
    expect(within(group).getAllByRole('checkbox')).toHaveLength(4);

    await user.click(within(group).getByRole('checkbox', { name: 'Messages' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Voice Recorder' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 kinds of data?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Backed-up data deleted')).toBeInTheDocument();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/backup/detail'));
    expect(view.router.state.location.search).toBe(`?deviceId=${PHONE.device_id}`);
    expect(view.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/backup/v4/contents/SMS?tdid=${PHONE.device_id}&cid=SMS`,
      `/api/backup/v4/contents/MMS?tdid=${PHONE.device_id}&cid=MMS`,
      `/api/backup/v4/contents/Voice?tdid=${PHONE.device_id}&cid=Voice`,
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Voice Recorder' })).not.toBeInTheDocument();
  });

  it('without a token, leaves for the password gate with the device and the categories kept', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    const view = renderBackupRoute(`/backup/detail/delete?deviceId=${PHONE.device_id}`, { answers });
    await user.click(await screen.findByRole('checkbox', { name: 'Contacts' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(view.calls.at(-1)?.body).toEqual({ returnTo: '/backup/detail/delete' });
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion) ?? '{}').deletion).toEqual({
      kind: 'contents',
      deviceId: PHONE.device_id,
      ids: ['contacts'],
    });
  });

  it('back from the gate (no device in the address), puts the device back and asks to confirm', async () => {
    holdConfirmToken();
    savePendingDeletion({ kind: 'contents', deviceId: PHONE.device_id, ids: ['contacts'] });
    const view = renderBackupRoute('/backup/detail/delete', { answers });
    expect(await screen.findByRole('alertdialog', { name: 'Delete 1 kind of data?' })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?deviceId=${PHONE.device_id}`);
    expect(screen.getByRole('checkbox', { name: 'Contacts', hidden: true })).toBeChecked();
  });

  it('says so when the device has no backup any more', async () => {
    renderBackupRoute('/backup/detail/delete?deviceId=gone', { answers });
    expect(await screen.findByText("This backup isn't in the cloud any more.")).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Backed-up data' })).not.toBeInTheDocument();
  });

  it('says so when the device holds nothing the portal shows', async () => {
    renderBackupRoute(`/backup/detail/delete?deviceId=${PHONE.device_id}`, {
      answers: { ...answers, [DEVICES]: { status: 200, body: devicesResponse([device({ items: [item('NOPE')] })]) } },
    });
    expect(await screen.findByText('Nothing is backed up from this device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says so when the backup cannot be loaded', async () => {
    renderBackupRoute(`/backup/detail/delete?deviceId=${PHONE.device_id}`, {
      answers: { ...answers, [DEVICES]: { status: 503, body: { rcode: 50300001 } } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your device backups couldn't be loaded.");
    expect(screen.queryByRole('group', { name: 'Backed-up data' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while it loads', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderWithProviders(<BackupDetailDeletePage />, {
      preloadedState: { auth: signedInAuthState(), backup: { ...initialBackupState, selectedDeviceId: 'x' } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the backup');
  });
});
