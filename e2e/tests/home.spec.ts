import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import type { BackupDevicesResponse } from '@cloud-portal/contract/backup';
import type { DeviceContext } from '@cloud-portal/contract/device-context';
import type { E2eeGroup } from '@cloud-portal/contract/e2ee';
import type { IncompletedTask } from '@cloud-portal/contract/erasure';
import type { QuotaUsageResponse } from '@cloud-portal/contract/quota';
import type { TemporaryBackupsResponse } from '@cloud-portal/contract/temporary-backup';
import { withBackupExpiry } from '@cloud-portal/domain/backup-expiry';
import { splitDevicesByType } from '@cloud-portal/domain/device-lists';
import { formatSize } from '@cloud-portal/domain/size-format';
import { isKnownSyncCid } from '@cloud-portal/domain/sync-apps';
import { syncTotalSize } from '@cloud-portal/domain/sync-total-size';
import { DEMO_ACCOUNT, openRoute, portalUrl } from '../support/portal';
import { test } from '../support/signed-in';

const CLIENT = { 'x-portal-client': 'cloud-portal-web' };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${portalUrl()}${path}`, { headers: CLIENT });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const size = (bytes: number) => formatSize(bytes).text;
const plural = (count: number, one: string, other: string) =>
  `${count} ${count === 1 ? one : other}`;

/** What every card should say, worked out from the same calls the page makes. */
async function expectedCards(request: APIRequestContext) {
  const [quota, tasks, backups, temporary, devices, link, e2ee] = await Promise.all([
    api<QuotaUsageResponse>(request, '/api/quota/v3/usage'),
    api<{ incompletedTasks: IncompletedTask[] }>(request, '/api/lgi/eos/v1/task/incompleted'),
    api<BackupDevicesResponse>(request, '/api/backup/v4/devices'),
    api<TemporaryBackupsResponse>(request, '/api/ctb/csweb/backups'),
    api<{ devices: DeviceContext[] }>(request, '/api/device-context/v1/devices'),
    api<{ oneDriveLinkStatus: string }>(request, '/api/odi/v2/link/status'),
    api<{ e2eeGroups: E2eeGroup[] }>(request, '/api/kps/v2/manage/groups'),
  ]);
  const incomplete = new Set(tasks.incompletedTasks.flatMap((task) => task.cids));
  const syncUsage = quota.usage_info.filter((entry) => String(entry.cid_type) === 'SYNC');
  const syncApps = new Set(
    syncUsage
      .map((entry) => entry.cid)
      .filter((cid) => isKnownSyncCid(cid) && !incomplete.has(cid)),
  );
  const kept = withBackupExpiry(
    backups.devices.map(({ alias: _alias, ...device }) => device),
    Date.now(),
  );
  const lists = splitDevicesByType(
    devices.devices.map((device) => ({ ...device, device_id: device.id })),
  );
  return {
    storage: `${size(quota.total_info.size)} of ${size(quota.quota_info.size)} used`,
    syncTotal: `${size(syncTotalSize(syncUsage, incomplete))} synced`,
    syncCount: `${plural(syncApps.size, 'app syncs', 'apps sync')} to your cloud`,
    backups: plural(kept.length, 'device backed up', 'devices backed up'),
    expiring: kept.filter((device) => device.isExpiring).length,
    temporary: plural(temporary.backups.length, 'temporary backup', 'temporary backups'),
    devices: plural(lists.normal.length, 'device', 'devices'),
    link:
      link.oneDriveLinkStatus === 'LINKED'
        ? 'Linked'
        : link.oneDriveLinkStatus === 'UNSUPPORTED'
          ? 'Not available'
          : 'Not linked',
    e2ee: e2ee.e2eeGroups.some((group) => group.state === 'ENABLED') ? 'On' : 'Off',
  };
}

test('the home dashboard shows every card filled, with the figures the API gives', async ({
  page,
}) => {
  await openRoute(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_ACCOUNT.name}` }),
  ).toBeVisible();
  const card = (name: string): Locator => page.getByRole('region', { name, exact: true });

  // Other journeys may change the demo data meanwhile (a deletion): compare again after a reload.
  await expect(async () => {
    const expected = await expectedCards(page.request);
    await page.reload();
    await expect(card('Storage').getByText(expected.storage)).toBeVisible({ timeout: 5_000 });
    await expect(card('Storage').getByRole('meter', { name: 'Storage used' })).toBeVisible();
    await expect(card('Synced apps').getByText(expected.syncTotal)).toBeVisible();
    await expect(card('Synced apps').getByText(expected.syncCount)).toBeVisible();
    await expect(card('Device backups').getByText(expected.backups)).toBeVisible();
    if (expected.expiring > 0)
      await expect(card('Device backups').getByText(/will be deleted soon/)).toBeVisible();
    await expect(card('Temporary backups').getByText(expected.temporary)).toBeVisible();
    await expect(
      card('Temporary backups').getByText(/^The first one expires on \d\d\/\d\d\/\d{4}\.$/),
    ).toBeVisible();
    await expect(card('My devices').getByText(expected.devices, { exact: true })).toBeVisible();
    await expect(
      card('Linked cloud drive').getByText(expected.link, { exact: true }),
    ).toBeVisible();
    await expect(
      card('End-to-end encryption').getByText(expected.e2ee, { exact: true }),
    ).toBeVisible();
  }).toPass({ timeout: 60_000 });

  await expect(card('Gallery').getByRole('link', { name: 'Open Gallery' })).toBeVisible();
  for (const name of [
    'Storage',
    'Synced apps',
    'Device backups',
    'Temporary backups',
    'My devices',
    'Linked cloud drive',
    'End-to-end encryption',
  ]) {
    await expect(card(name)).not.toHaveAttribute('aria-busy', 'true');
    await expect(card(name).getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await expectNoViolations(page);

  await card('My devices').getByRole('link', { name: 'See my devices' }).click();
  await expect(page).toHaveURL(/#\/devices$/);
});

test('the dashboard works from 360 to 1920 pixels wide', async ({ page }) => {
  await openRoute(page);
  await expect(
    page.getByRole('region', { name: 'Storage', exact: true }).getByRole('meter'),
  ).toBeVisible();
  for (const width of [360, 600, 960, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    // Polled: the layout follows the width through a media-query listener, a frame later.
    await expect
      .poll(
        () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        { message: `horizontal overflow at ${width} px` },
      )
      .toBeLessThanOrEqual(0);
  }
});

test('the storage card’s quota toggle is 37 × 20.5 px and shows every kind of data and the space left', async ({
  page,
}) => {
  await openRoute(page);
  const storage = page.getByRole('region', { name: 'Storage', exact: true });
  const toggle = storage.getByRole('switch', { name: 'Show all kinds of data' });
  await expect(toggle).not.toBeChecked();
  // Spec §9: the quota toggle's size, at every width.
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => toggle.boundingBox()).toMatchObject({ width: 37, height: 20.5 });
  }

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(storage.getByRole('heading', { level: 3, name: 'All kinds of data' })).toBeVisible();
  await expect(storage.getByRole('listitem').filter({ hasText: /^Free space/ })).toBeVisible();
  await expect(storage.getByRole('listitem').filter({ hasText: /\d items?/ }).first()).toBeVisible();
  await expectNoViolations(page);

  await storage.getByText('Show all kinds of data').click();
  await expect(toggle).not.toBeChecked();
  await expect(storage.getByRole('heading', { level: 3, name: 'Using the most space' })).toBeVisible();
});
