import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import { formatDate } from '@cloud-portal/domain/date-format';
import { configureGlobalErrorEffects } from '@/lib/api/global-error-handler';
import { SessionStorageKeys } from '@/lib/storage/storage-keys';
import { holdConfirmToken } from '@/testing/confirm-token';
import { captureFormSubmissions, type MockResponse } from '@/testing/fetch-mock';
import { renderWithProviders, signedInAuthState } from '@/testing/render';
import { initialBackupState } from '../backup-slice';
import { savePendingDeletion } from '../pending-deletion';
import { devicesResponse, NOW, TEMPORARY_TABLET, temporaryBackup } from '../testing/backup-fixtures';
import { prepareEachDeletionJourney } from '../testing/deletion-journey';
import { JOURNEY_TIMEOUT_MS, renderBackupRoute } from '../testing/render-backup-route';
import { TemporaryBackupList } from './temporary-backup-list';

const PHONE_BACKUP = temporaryBackup();
const EXTEND = `POST /api/ctb/csweb/backups/${PHONE_BACKUP.id}/extend`;
const GATE = { action: 'https://id.example.com/confirm-password', fields: { client_id: 'cloud-portal', state: 's' } };

function answers(backups = [PHONE_BACKUP, TEMPORARY_TABLET]): Record<string, MockResponse> {
  return {
    'GET /api/backup/v4/devices': { status: 200, body: devicesResponse() },
    'GET /api/ctb/csweb/backups': { status: 200, body: { backups } },
  };
}

const onTemporaryTab = { backup: { ...initialBackupState, backupActiveTab: 'temporary' as const } };

function renderTemporaryTab(table: Record<string, MockResponse> = answers()) {
  return renderBackupRoute('/backup', { answers: table, preloadedState: onTemporaryTab });
}

function itemOf(name: string): HTMLElement {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no item for ${name}`);
  return item;
}

describe('the Temporary backups tab', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  let navigateTo: ReturnType<typeof vi.fn<(to: string) => void>>;
  let removeEffects: () => void;
  prepareEachDeletionJourney();
  beforeEach(() => {
    navigateTo = vi.fn<(to: string) => void>();
    removeEffects = configureGlobalErrorEffects({
      pathname: () => '/backup',
      isOffline: () => false,
      isProgressDialogOpen: () => false,
      navigate: navigateTo,
      reload: () => undefined,
      signOut: () => undefined,
      clearSession: () => undefined,
      removeVerifiedFlag: () => undefined,
    });
  });
  afterEach(() => {
    removeEffects();
  });

  it('lists each backup with its device, expiry date and days left, soonest first', async () => {
    renderTemporaryTab();
    const phone = await screen.findByRole('heading', { name: "Alex's phone" });
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items[0]).toContainElement(phone);
    expect(within(itemOf("Alex's phone")).getByText(`Expires: ${formatDate(PHONE_BACKUP.expiryAt, { locale: 'en', withYear: true })}`)).toBeInTheDocument();
    expect(within(itemOf("Alex's phone")).getByText('2 days left')).toBeInTheDocument();
    expect(within(itemOf("Alex's phone")).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(itemOf("Alex's phone")).getByText('7.8 GB')).toBeInTheDocument();
    expect(within(itemOf('T7200')).getByText('25 days left')).toBeInTheDocument();
    expect(within(itemOf('T7200')).queryByText('Expiring soon')).not.toBeInTheDocument();
    expect(within(itemOf('T7200')).getByRole('button', { name: 'Extend' })).toHaveAccessibleDescription('T7200');
  });

  it('says so when there is none', async () => {
    renderTemporaryTab(answers([]));
    expect(await screen.findByText('No temporary backups')).toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    renderTemporaryTab({ ...answers(), 'GET /api/ctb/csweb/backups': { status: 503, body: { rcode: 50300001 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Your temporary backups couldn't be loaded.");
  });

  it('shows a placeholder while the list loads', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderWithProviders(<TemporaryBackupList />, { preloadedState: { auth: signedInAuthState() } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading temporary backups');
  });

  it('extends once; then Extend is unavailable and says the date was already postponed', async () => {
    const user = userEvent.setup();
    const newExpiry = NOW + 32 * DAY_IN_MS;
    const view = renderTemporaryTab({
      ...answers(),
      [EXTEND]: { status: 200, body: { id: PHONE_BACKUP.id, expiryAt: newExpiry, extended: true } },
    });
    expect(await screen.findByRole('tab', { name: /1 expiring soon/ })).toBeInTheDocument();

    await user.click(within(itemOf("Alex's phone")).getByRole('button', { name: 'Extend' }));
    const date = formatDate(newExpiry, { locale: 'en', withYear: true });
    expect(await within(itemOf("Alex's phone")).findByRole('status')).toHaveTextContent(`Expiration date postponed to ${date}`);
    expect(within(itemOf("Alex's phone")).getByText('32 days left')).toBeInTheDocument();
    expect(within(itemOf("Alex's phone")).queryByText('Expiring soon')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Temporary backups' })).toBeInTheDocument();
    expect(view.store.getState().backup.expiryCounter).toBe(0);
    expect(view.calls.find((call) => call.path.endsWith('/extend'))?.body).toEqual({});

    const extendButton = within(itemOf("Alex's phone")).getByRole('button', { name: 'Extend' });
    expect(extendButton).toHaveAttribute('aria-disabled', 'true');
    expect(extendButton).toHaveAccessibleDescription("Alex's phone Expiration date already postponed");
    await user.click(extendButton);
    expect(view.calls.filter((call) => call.path.endsWith('/extend'))).toHaveLength(1);
    // Pressed, it keeps its place for the keyboard.
    expect(extendButton).toHaveFocus();
  });

  it('says the date was already postponed when another browser postponed it, without the 403 page', async () => {
    const user = userEvent.setup();
    renderTemporaryTab({ ...answers(), [EXTEND]: { status: 403, body: { rcode: 40300108, rmsg: 'Already postponed' } } });
    const extendButton = await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Extend', description: "Alex's phone" });
    expect(extendButton).not.toHaveAttribute('aria-disabled');
    await user.click(extendButton);
    // The message (the click's own answer) and the unavailable button (the list learning it)
    // come from two listeners of the one answer, in either order.
    await waitFor(() => {
      expect(within(itemOf("Alex's phone")).getByRole('status')).toHaveTextContent('Expiration date already postponed');
      expect(extendButton).toHaveAttribute('aria-disabled', 'true');
    });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('other failures of Extend still reach the global error handler', async () => {
    const user = userEvent.setup();
    renderTemporaryTab({ ...answers(), [EXTEND]: { status: 403, body: { rcode: 12345, rmsg: 'No' } } });
    await user.click(await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Extend', description: "Alex's phone" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/error403'));
    expect(within(itemOf("Alex's phone")).getByRole('status')).toHaveTextContent('A network or server error has occurred');
  });

  it('Delete without a confirm token leaves for the password gate and keeps the choice', async () => {
    const user = userEvent.setup();
    const submitted = captureFormSubmissions();
    const view = renderTemporaryTab({ ...answers(), 'POST /auth/confirm-password': { status: 200, body: GATE } });

    await user.click(await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Delete', description: "Alex's phone" }));

    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(view.calls.at(-1)).toMatchObject({ method: 'POST', path: '/auth/confirm-password', body: { returnTo: '/backup' } });
    expect(submitted[0]).toMatchObject({ action: GATE.action, method: 'get', fields: GATE.fields });
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.pendingBackupDeletion) ?? '{}')).toMatchObject({
      deletion: { kind: 'temporary', ids: [PHONE_BACKUP.id] },
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('with a token, Delete asks first, then deletes with the token and updates the list and the count', async () => {
    const user = userEvent.setup();
    holdConfirmToken();
    const view = renderTemporaryTab({
      ...answers(),
      [`DELETE /api/ctb/v2/backups/${PHONE_BACKUP.id}`]: { status: 200, body: { id: PHONE_BACKUP.id } },
    });
    await user.click(await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'Delete', description: "Alex's phone" }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this temporary backup?' });
    expect(view.router.state.location.hash).toBe('#confirmationDialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Temporary backup deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Alex's phone" })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'T7200' })).toBeInTheDocument();
    const deletion = view.calls.find((call) => call.method === 'DELETE');
    expect(deletion?.headers['x-sc-confirm-token']).toBe('token-1');
    expect(view.store.getState().backup.expiryCounter).toBe(0);
    expect(view.calls.filter((call) => call.path === '/api/ctb/csweb/backups')).toHaveLength(1);
    expect(view.router.state.location.hash).toBe('');
  });

  it('back from the password gate, it opens the Temporary tab and asks to confirm the kept choice', async () => {
    holdConfirmToken();
    savePendingDeletion({ kind: 'temporary', ids: [PHONE_BACKUP.id] });
    const view = renderBackupRoute('/backup', { answers: answers() });
    expect(await screen.findByRole('alertdialog', { name: 'Delete this temporary backup?' })).toBeInTheDocument();
    // The modal dialog hides the page behind it from assistive technology.
    expect(screen.getByRole('tab', { name: /Temporary backups/, hidden: true })).toHaveAttribute('aria-selected', 'true');
    expect(view.store.getState().selection).toMatchObject({ selectedIds: [PHONE_BACKUP.id], isRedirect: false });

    await act(() => view.router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
