import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import { formatDate } from '@cloud-portal/domain/date-format';
import { productWithPictureAnswers } from '@/testing/cloud-fixtures';
import { keptAnswer } from '@/testing/kept-queries';
import { signedInAuthState, renderRoutes, renderWithProviders } from '@/testing/render';
import { toBackupDevicesView } from '../api/get-backup-devices';
import { toTemporaryBackupView } from '../api/get-temporary-backups';
import { backupRoutes } from '../backup-routes';
import { initialBackupState } from '../backup-slice';
import {
  devicesResponse,
  NOW,
  OLD_PHONE,
  PHONE,
  TABLET,
  TEMPORARY_TABLET,
  temporaryBackup,
} from '../testing/backup-fixtures';
import { JOURNEY_TIMEOUT_MS, renderBackupRoute } from '../testing/render-backup-route';
import { DeviceBackupList } from './device-backup-list';

const DEVICES = 'GET /api/backup/v4/devices';
const TEMPORARY = 'GET /api/ctb/csweb/backups';

function answers(devices = devicesResponse(), backups = [temporaryBackup(), TEMPORARY_TABLET]) {
  return {
    [DEVICES]: { status: 200, body: devices },
    [TEMPORARY]: { status: 200, body: { backups } },
  };
}

describe('the backup screen (/backup)', { timeout: JOURNEY_TIMEOUT_MS }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists device backups newest first with last backup, days left and the expiring mark', async () => {
    renderBackupRoute('/backup', { answers: answers() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Backups' })).toBeInTheDocument();
    expect(document.title).toBe('Backups – Cloud Portal');
    const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      "Alex's phone",
      'T7200',
      'Old phone',
    ]);
    expect(within(rows[0]!).getByText(`Last backup: ${formatDate(PHONE.latest_backup_time, { locale: 'en', withYear: true, withTime: true })}`)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('364 days left')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('353 days left')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('25 days left')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Expiring soon')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Expiring soon')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'T7200' })).toHaveAttribute(
      'href',
      `/backup/detail?deviceId=${TABLET.device_id}`,
    );
    expect(screen.getByRole('link', { name: 'Select backups to delete' })).toHaveAttribute('href', '/backup/delete');
    // The retention comes from the domain constant, not from the text.
    expect(
      screen.getByText(`Device backups are kept for ${BACKUP_RETENTION_DAYS} days after a device's last backup.`),
    ).toBeInTheDocument();
  });

  it('leaves out backups past the 365-day retention', async () => {
    const gone = { ...OLD_PHONE, device_id: 'gone', alias: 'Gone phone', latest_backup_time: NOW - 400 * 86_400_000 };
    renderBackupRoute('/backup', { answers: answers(devicesResponse([gone, PHONE])) });
    expect(await screen.findByRole('link', { name: "Alex's phone" })).toBeInTheDocument();
    expect(screen.queryByText('Gone phone')).not.toBeInTheDocument();
  });

  it('says so when there is no device backup, with the help page', async () => {
    renderBackupRoute('/backup', { answers: answers(devicesResponse([]), []) });
    expect(await screen.findByText('No device backups')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About device backups' })).toHaveAttribute('href', '/info-device-backups');
    expect(screen.queryByRole('link', { name: /select/i })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded and tries again on request', async () => {
    const user = userEvent.setup();
    const table = { ...answers(), [DEVICES]: { status: 503, body: { rcode: 50300001, rmsg: 'Down' } } };
    const view = renderBackupRoute('/backup', { answers: table });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your device backups couldn't be loaded.");

    view.answers[DEVICES] = { status: 200, body: devicesResponse() };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: "Alex's phone" })).toBeInTheDocument();
  });

  it('shows a placeholder while the list loads', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    renderWithProviders(<DeviceBackupList />, { preloadedState: { auth: signedInAuthState() } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading device backups');
  });

  describe('after a reload (spec §3 persisted client store)', () => {
    /** The lists as the last visit left them in the cache: only the old phone, only its temporary backup. */
    const keptQueries = {
      ...keptAnswer('getBackupDevices', toBackupDevicesView(devicesResponse([OLD_PHONE]), NOW), ['BackupDevices']),
      ...keptAnswer('getTemporaryBackups', [toTemporaryBackupView(temporaryBackup(), NOW)], ['TemporaryBackups']),
    };
    const kept = { ...initialBackupState, expiryCounter: 1 };

    it('shows the kept lists at once, marked busy, while the fresh ones are on their way', async () => {
      const user = userEvent.setup();
      // No answer ever comes: without the kept lists the screen would wait for them.
      vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
      renderRoutes((store) => [{ path: '/', HydrateFallback: () => <p>Loading the page</p>, children: backupRoutes(store) }], {
        route: '/backup',
        preloadedState: { auth: signedInAuthState(), backup: kept },
        keptQueries,
      });

      const oldPhone = await screen.findByRole('link', { name: 'Old phone' });
      expect(oldPhone.closest('[aria-busy="true"]')).not.toBeNull();
      await user.click(screen.getByRole('tab', { name: 'Temporary backups 1 expiring soon' }));
      expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: "Alex's phone" })).toBeInTheDocument();
    });

    it('replaces them with the fresh answers', async () => {
      renderBackupRoute('/backup', { answers: answers(), preloadedState: { backup: kept }, keptQueries });
      expect(await screen.findByRole('link', { name: 'T7200' })).toBeInTheDocument();
      const rows = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(["Alex's phone", 'T7200', 'Old phone']);
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    });
  });

  it('has keyboard tabs; the temporary tab counts backups expiring soon', async () => {
    const user = userEvent.setup();
    const { store } = renderBackupRoute('/backup', { answers: answers() });
    const backups = await screen.findByRole('tab', { name: 'Backups' });
    const temporary = screen.getByRole('tab', { name: 'Temporary backups 1 expiring soon' });
    expect(screen.getByRole('tablist', { name: 'Kinds of backup' })).toBeInTheDocument();
    expect(backups).toHaveAttribute('aria-selected', 'true');
    expect(temporary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Backups');

    backups.focus();
    await user.keyboard('{ArrowRight}');
    expect(temporary).toHaveFocus();
    expect(temporary).toHaveAttribute('aria-selected', 'true');
    expect(store.getState().backup.backupActiveTab).toBe('temporary');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(/Temporary backups/);
    expect(await screen.findByRole('heading', { name: "Alex's phone" })).toBeInTheDocument();

    await user.keyboard('{Home}');
    expect(backups).toHaveFocus();
    await user.keyboard('{End}');
    expect(temporary).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(backups).toHaveFocus();
  });

  describe('device pictures', () => {
    it('asks once for every model on either list and shows the picture and marketing name', async () => {
      const { calls } = renderBackupRoute('/backup', {
        answers: {
          ...answers(),
          ...productWithPictureAnswers({
            modelCode: 'CP-T7200',
            modelName: 'T7200',
            marketingName: 'Aurora Tab 7',
            picture: 'tab',
          }),
        },
      });
      const tablet = await screen.findByRole('link', { name: 'Aurora Tab 7' });
      const row = tablet.closest('li');
      await waitFor(() => expect(row?.querySelector('img')?.getAttribute('src')).toMatch(/^data:/));
      const lookups = calls.filter((call) => call.path === '/api/pki/v2/products/fetch');
      expect(lookups).toHaveLength(1);
      expect(lookups[0]?.body).toEqual({
        modelCodes: ['CP-P9100', 'CP-T7200', 'CP-P8100'],
        modelNames: ['P9100', 'T7200', 'P8100'],
      });
    });

    it('keeps a placeholder where a name goes while its product lookup is on its way, never the model name', async () => {
      // Another screen's lookup of every listed model is on its way.
      const { calls } = renderBackupRoute('/backup', {
        answers: answers(),
        preloadedState: { deviceImages: { images: [], pendingModels: ['CP-P9100', 'CP-T7200', 'CP-P8100'] } },
      });
      const tablet = await screen.findByRole('link', { name: 'T7200' });
      // The model name is told to assistive technology only; nothing flashes on screen.
      expect(tablet.querySelector('[aria-hidden="true"]')).not.toBeNull();
      expect(tablet.firstElementChild).not.toHaveTextContent('T7200');
      expect(calls.filter((call) => call.path === '/api/pki/v2/products/fetch')).toEqual([]);
    });

    it('uses the pictures My devices already cached, without asking again', async () => {
      const picture = (model: string, marketingName: string) => ({
        model,
        image: `data:image/png;base64,${model}`,
        hasImage: true,
        marketingName,
      });
      const { calls } = renderBackupRoute('/backup', {
        answers: answers(),
        preloadedState: {
          deviceImages: {
            images: [
              picture('CP-P9100', 'Aurora 9'),
              picture('CP-T7200', 'Aurora Tab 7'),
              picture('CP-P8100', 'Aurora 8'),
            ],
            pendingModels: [],
          },
        },
      });
      const tablet = await screen.findByRole('link', { name: 'Aurora Tab 7' });
      expect(tablet.closest('li')?.querySelector('img')).toHaveAttribute('src', 'data:image/png;base64,CP-T7200');
      expect(calls.filter((call) => call.path === '/api/pki/v2/products/fetch')).toEqual([]);
    });
  });
});
