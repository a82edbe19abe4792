import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import {
  deviceContextsFixture,
  incompletedTaskFixture,
  NOW,
  quotaUsageFixture,
} from '@/testing/cloud-fixtures';
import { device, devicesResponse, temporaryBackup } from '@/features/backup/testing/backup-fixtures';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders, signedInAuthState, TEST_SESSION } from '@/testing/render';
import { HomeRoute } from './home-route';

function dashboardAnswers() {
  return {
    'GET /api/quota/v3/usage': { status: 200, body: quotaUsageFixture() },
    'GET /api/lgi/eos/v1/task/incompleted': {
      status: 200,
      body: { incompletedTasks: [incompletedTaskFixture(['notes'])] },
    },
    'GET /api/device-context/v1/devices': {
      status: 200,
      body: { devices: deviceContextsFixture() },
    },
    'GET /api/backup/v4/devices': {
      status: 200,
      body: devicesResponse([device({ latest_backup_time: Date.now() - DAY_IN_MS, items: [] })]),
    },
    'GET /api/ctb/csweb/backups': {
      status: 200,
      // On the real clock: a backup that has not expired yet.
      body: { backups: [temporaryBackup({ id: 'tb-1', createdAt: NOW, expiryAt: Date.now() + 10 * DAY_IN_MS, size: 1000, itemCount: 1 })] },
    },
    'GET /api/odi/v2/link/status': { status: 200, body: { oneDriveLinkStatus: 'LINKED' } },
    'GET /api/kps/v2/manage/groups': {
      status: 200,
      body: { e2eeGroups: [{ e2eeGroupId: 'g', type: 'backup', state: 'ENABLED' }] },
    },
  };
}

describe('HomeRoute (the dashboard)', { timeout: 20_000 }, () => {
  it('greets the user and shows every card, each with its own data', async () => {
    mockFetch(dashboardAnswers());
    renderWithProviders(<HomeRoute />, { preloadedState: { auth: signedInAuthState() } });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
    const card = (name: string) => screen.getByRole('region', { name });
    expect(await within(card('Storage')).findByText('7.2 GB of 15.0 GB used')).toBeInTheDocument();
    expect(await within(card('Synced apps')).findByText('22.3 MB synced')).toBeInTheDocument();
    expect(
      await within(card('Device backups')).findByText('1 device backed up'),
    ).toBeInTheDocument();
    expect(
      await within(card('Temporary backups')).findByText('1 temporary backup'),
    ).toBeInTheDocument();
    expect(await within(card('My devices')).findByText('3 devices')).toBeInTheDocument();
    expect(await within(card('Linked cloud drive')).findByText('Linked')).toBeInTheDocument();
    expect(
      await within(card('End-to-end encryption')).findByText('Backups: On'),
    ).toBeInTheDocument();
    expect(card('Gallery')).toBeInTheDocument();
  });

  it('greets by given and family name when the provider gives both (spec §3 name rules)', () => {
    mockFetch(dashboardAnswers());
    const account = {
      ...TEST_SESSION.account,
      name: 'alex.m',
      givenName: 'Alex',
      familyName: 'Morgan',
    };
    renderWithProviders(<HomeRoute />, {
      preloadedState: { auth: signedInAuthState({ ...TEST_SESSION, account }) },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Alex Morgan' }),
    ).toBeInTheDocument();
  });

  it('keeps the other cards when one fails to load', async () => {
    mockFetch({
      ...dashboardAnswers(),
      'GET /api/quota/v3/usage': { status: 503, body: { rcode: 50300001, rmsg: 'down' } },
    });
    renderWithProviders(<HomeRoute />, { preloadedState: { auth: signedInAuthState() } });

    expect(
      await within(screen.getByRole('region', { name: 'Storage' })).findByText(
        "Storage usage couldn't be loaded.",
      ),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'My devices' })).findByText('3 devices'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Linked cloud drive' })).findByText('Linked'),
    ).toBeInTheDocument();
  });
});
