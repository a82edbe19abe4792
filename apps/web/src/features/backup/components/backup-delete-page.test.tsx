import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { initialSelectionState } from '@/stores/selection-slice';
import { CONFIRM_TOKEN_COOKIE } from '@/lib/api/confirm-token';
import { holdConfirmToken } from '@/testing/confirm-token';
import { captureFormSubmissions } from '@/testing/fetch-mock';
import { renderWithProviders, signedInAuthState } from '@/testing/render';
import { savePendingDeletion } from '../pending-deletion';
import { devicesResponse, TEMPORARY_TABLET } from '../testing/backup-fixtures';
import { prepareEachDeletionJourney } from '../testing/deletion-journey';
import { JOURNEY_TIMEOUT_MS, renderBackupRoute } from '../testing/render-backup-route';
import { BackupDeletePage } from './backup-delete-page';

const GATE = { action: 'https://id.example.com/confirm-password', fields: { client_id: 'cloud-portal' } };
const BASE = {
  'GET /api/backup/v4/devices': { status: 200, body: devicesResponse() },
  'GET /api/ctb/csweb/backups': { status: 200, body: { backups: [TEMPORARY_TABLET] } },
  'POST /auth/confirm-password': { status: 200, body: GATE },
};
const deleteDevice = (id: string) => `DELETE /api/backup/v4/devices/${id}`;

function renderDeletePage(answers = {}, preloadedState = {}) {
  return renderBackupRoute('/backup/delete', { answers: { ...BASE, ...answers }, preloadedState });
}

describe('deleting device backups (/backup/delete)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  prepareEachDeletionJourney();

  it('selects backups one by one or all at once; Delete waits for a selection', async () => {
    const user = userEvent.setup();
    const { store } = renderDeletePage();
    const group = await screen.findByRole('group', { name: 'Device backups' });
    const remove = screen.getByRole('button', { name: 'Delete' });
    const selectAll = within(group).getByRole('checkbox', { name: 'Select all' });
    expect(document.title).toBe('Delete backups – Cloud Portal');
    expect(remove).toBeDisabled();
    expect(within(group).getByRole('status')).toHaveTextContent('0 selected');

    await user.click(within(group).getByRole('checkbox', { name: 'T7200' }));
    expect(remove).toBeEnabled();
    expect(selectAll).toBePartiallyChecked();
    expect(within(group).getByRole('status')).toHaveTextContent('1 selected');

    await user.click(selectAll);
    expect(store.getState().selection.selectedIds).toEqual(['phone-1', 'tablet-1', 'phone-old']);
    expect(within(group).getAllByRole('checkbox', { checked: true })).toHaveLength(4);

    await user.click(within(group).getByRole('checkbox', { name: "Alex's phone" }));
    expect(store.getState().selection.selectedIds).toEqual(['tablet-1', 'phone-old']);

    await user.click(selectAll);
    await user.click(selectAll);
    expect(store.getState().selection.selectedIds).toEqual([]);
    expect(remove).toBeDisabled();
  });

  it('reviews the selection in the #selection overlay: removes one by position, Back closes it on the screen', async () => {
    const user = userEvent.setup();
    const { store, router } = renderDeletePage();
    const group = await screen.findByRole('group', { name: 'Device backups' });
    const review = within(group).getByRole('button', { name: 'Review' });
    expect(review).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Old phone' }));
    await user.click(within(group).getByRole('checkbox', { name: 'T7200' }));

    await user.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Selected items' });
    expect(router.state.location).toMatchObject({ pathname: '/backup/delete', hash: '#selection' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Old phoneRemove', 'T7200Remove']);

    await user.click(within(dialog).getByRole('button', { name: 'Remove Old phone' }));
    expect(store.getState().selection.selectedIds).toEqual(['tablet-1']);
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(1);

    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location).toMatchObject({ pathname: '/backup/delete', hash: '' });
    expect(store.getState().selection.selectedIds).toEqual(['tablet-1']);
    expect(within(group).getByRole('checkbox', { name: 'Old phone' })).not.toBeChecked();

    await user.click(review);
    await user.click(within(await screen.findByRole('dialog', { name: 'Selected items' })).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/backup/delete');
  });

  it('without a confirm token, Delete leaves for the password gate and keeps the selection', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    const { calls } = renderDeletePage();
    await user.click(await screen.findByRole('checkbox', { name: 'Old phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(calls.at(-1)).toMatchObject({ path: '/auth/confirm-password', body: { returnTo: '/backup/delete' } });
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion) ?? '{}').deletion).toEqual({
      kind: 'devices',
      ids: ['phone-old'],
    });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('back from the gate, the selection is restored and the confirmation opens', async () => {
    holdConfirmToken();
    savePendingDeletion({ kind: 'devices', ids: ['phone-old'] });
    renderDeletePage();
    expect(await screen.findByRole('alertdialog', { name: 'Delete 1 backup?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Old phone', hidden: true })).toBeChecked();
    expect(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion)).toBeNull();
  });

  it('with a token: confirm, delete one by one under the progress dialog, back on the list with a toast', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const view = renderDeletePage({
      [deleteDevice('phone-old')]: { status: 200, body: { device_id: 'phone-old' } },
      [deleteDevice('tablet-1')]: { status: 200, body: { device_id: 'tablet-1' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Old phone' }));
    await user.click(screen.getByRole('checkbox', { name: 'T7200' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const progress: Array<{ isOpen: boolean; completed: number; total: number }> = [];
    view.store.subscribe(() => {
      const { isOpen, completed, total } = view.store.getState().progress;
      const last = progress.at(-1);
      // Other state changes before the run (the confirmation dialog opening) are not the run's.
      if (last === undefined && !isOpen) return;
      if (last?.isOpen !== isOpen || last.completed !== completed || last.total !== total) {
        progress.push({ isOpen, completed, total });
      }
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 backups?' });
    expect(dialog).toHaveAccessibleDescription(/2 selected devices will be deleted/);
    expect(view.router.state.location).toMatchObject({ pathname: '/backup/delete', hash: '#confirmationDialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 backups deleted')).toBeInTheDocument();
    // The progress dialog followed the run: opened for 2 calls, counted both, closed.
    expect(progress).toEqual([
      { isOpen: true, completed: 0, total: 2 },
      { isOpen: true, completed: 1, total: 2 },
      { isOpen: true, completed: 2, total: 2 },
      { isOpen: false, completed: 0, total: 0 },
    ]);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/backup'));
    expect(await screen.findByRole('link', { name: "Alex's phone" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old phone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'T7200' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/backup/v4/devices/phone-old',
      '/api/backup/v4/devices/tablet-1',
    ]);
    // No reload: the list was loaded once and updated in place.
    expect(view.calls.filter((call) => call.path === '/api/backup/v4/devices?view=summary&limit=100')).toHaveLength(1);
    expect(view.store.getState().selection).toEqual(initialSelectionState);
  });

  it('Back closes the confirmation dialog and stays on the screen with the selection', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const view = renderDeletePage();
    await user.click(await screen.findByRole('checkbox', { name: 'Old phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.router.state.location.pathname).toBe('/backup/delete');
    expect(screen.getByRole('checkbox', { name: 'Old phone' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.router.state.location).toMatchObject({ pathname: '/backup/delete', hash: '' });
    expect(view.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('a failure stops the run and the dialog shows the message and the code', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const view = renderDeletePage({
      [deleteDevice('tablet-1')]: { status: 200, body: { device_id: 'tablet-1' } },
      [deleteDevice('phone-old')]: { status: 500, body: { rcode: 50000001, rmsg: 'Boom' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'T7200' }));
    await user.click(screen.getByRole('checkbox', { name: 'Old phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const progress = await screen.findByRole('dialog', { name: 'Deleting' });
    expect(await within(progress).findByRole('alert')).toHaveTextContent('A network or server error has occurred');
    expect(within(progress).getByText('Error code: 50000001')).toBeInTheDocument();
    await user.click(within(progress).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // What was deleted is gone; what failed stays selected.
    expect(screen.queryByRole('checkbox', { name: 'T7200' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Old phone' })).toBeChecked();
    expect(view.router.state.location.pathname).toBe('/backup/delete');
  });

  it('a confirm token refused halfway asks for the password again for what is left', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const submitted = captureFormSubmissions();
    const view = renderDeletePage({
      [deleteDevice('tablet-1')]: { status: 200, body: { device_id: 'tablet-1' } },
      [deleteDevice('phone-old')]: { status: 403, body: { rcode: 40305001, rmsg: 'Expired' } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'T7200' }));
    await user.click(screen.getByRole('checkbox', { name: 'Old phone' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(document.cookie).not.toContain(CONFIRM_TOKEN_COOKIE);
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion) ?? '{}').deletion).toEqual({
      kind: 'devices',
      ids: ['phone-old'],
    });
    expect(view.store.getState().progress.isOpen).toBe(false);
  });

  it('Cancel leaves select mode and goes back to the list', async () => {
    const user = userEvent.setup();
    const view = renderDeletePage({}, { selection: { ...initialSelectionState, isFromMenu: true } });
    await user.click(await screen.findByRole('checkbox', { name: 'T7200' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/backup'));
    expect(view.store.getState().selection).toEqual(initialSelectionState);
  });

  it('shows loading, empty and error states', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    const loading = renderWithProviders(<BackupDeletePage />, { preloadedState: { auth: signedInAuthState() } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading device backups');
    loading.unmount();

    renderDeletePage({ 'GET /api/backup/v4/devices': { status: 200, body: devicesResponse([]) } });
    expect(await screen.findByText('No device backups')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('says so when the list cannot be loaded', async () => {
    renderDeletePage({ 'GET /api/backup/v4/devices': { status: 503, body: { rcode: 50300001 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your device backups couldn't be loaded.");
  });
});
