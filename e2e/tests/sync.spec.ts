import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import type { IncompletedTask } from '@cloud-portal/contract/erasure';
import type { QuotaUsageResponse } from '@cloud-portal/contract/quota';
import { formatSize } from '@cloud-portal/domain/size-format';
import { syncTotalSize } from '@cloud-portal/domain/sync-total-size';
import { portalUrl, providerUrl, signInOverHttp } from '../support/portal';
import { workerAccount } from '../support/worker-account';

const CLIENT = { 'x-portal-client': 'cloud-portal-web' };
/** Two apps the other journeys do not look at. */
const DELETED = [
  { cid: 'reminders', name: 'Reminders' },
  { cid: 'internet', name: 'Internet' },
] as const;

test('synced apps: the list and total match the API; deleting two apps shrinks the total at once', async ({
  page,
}) => {
  await signInOverHttp(page, workerAccount(), '/sync');
  await expect(page.getByRole('heading', { level: 1, name: 'Synced apps' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Synced apps' });
  await expect(list).toBeVisible();

  const quota = (await (
    await page.request.get(`${portalUrl()}/api/quota/v3/usage`, { headers: CLIENT })
  ).json()) as QuotaUsageResponse;
  const { incompletedTasks } = (await (
    await page.request.get(`${portalUrl()}/api/lgi/eos/v1/task/incompleted`, { headers: CLIENT })
  ).json()) as { incompletedTasks: IncompletedTask[] };
  const incomplete = new Set(incompletedTasks.flatMap((task) => task.cids));
  const syncUsage = quota.usage_info.filter((entry) => String(entry.cid_type) === 'SYNC');
  const total = syncTotalSize(syncUsage, incomplete);
  const totalLine = page.getByText('Total synced data').locator('..');
  await expect(totalLine).toContainText(formatSize(total).text);
  for (const { name, cid } of DELETED) {
    const entry = syncUsage.find((usage) => usage.cid === cid);
    expect(entry, `the demo account syncs ${name}`).toBeDefined();
    await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText(
      formatSize(entry?.size ?? 0).text,
    );
  }
  await expect(page.getByText(/Auto sync is off on at least one of your devices/)).toBeVisible();
  await expectNoViolations(page);

  // Choose two apps; no confirm token yet, so the password comes first.
  await page.getByRole('link', { name: 'Delete synced data' }).click();
  await expect(page).toHaveURL(/#\/sync\/delete$/);
  const apps = page.getByRole('group', { name: 'Apps' });
  await expect(apps).toBeVisible();
  await expectNoViolations(page);
  for (const { name } of DELETED)
    await apps.getByRole('checkbox', { name: new RegExp(`^${name},`) }).check();
  await expect(page.getByText('2 apps selected')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/`));
  await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password').fill(workerAccount().password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Back with the token and the choice: the confirmation opens by itself.
  const dialog = page.getByRole('alertdialog', { name: 'Delete the synced data of 2 apps?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Reminders and Internet');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

  // The list without a reload: the apps are gone and the total is smaller by their size.
  await expect(page).toHaveURL(/#\/sync$/);
  await expect(page.getByRole('status')).toContainText(
    'Deleting the synced data of Reminders and Internet.',
  );
  for (const { name } of DELETED) {
    await expect(
      page
        .getByRole('list', { name: 'Synced apps' })
        .getByRole('listitem')
        .filter({ hasText: name }),
    ).toHaveCount(0);
  }
  const shrunk = syncTotalSize(
    syncUsage,
    new Set([...incomplete, ...DELETED.map((app) => app.cid)]),
  );
  await expect(totalLine).toContainText(formatSize(shrunk).text);
  expect(shrunk).toBeLessThan(total);
});
