import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { portalUrl, providerUrl, signInOverHttp } from '../support/portal';
import { workerAccount } from '../support/worker-account';
import { translation } from '../support/translations';

/*
 * The backup screens against the real stack and the worker's own account, seeded as the demo
 * account is (support/worker-account.ts): a phone ("Alex's phone"), a tablet (Aurora Tab 7), a
 * watch ("Running watch"), an old phone ("Old phone", 340 days since its last backup) and two
 * temporary backups (the phone's expires in 2 days).
 * The journeys delete the old phone's backup and the phone's voice recordings; nothing else.
 */


async function openBackups(page: Page): Promise<void> {
  await signInOverHttp(page, workerAccount(), '/backup');
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
}

/** The provider's confirm-password gate: re-enter the password, come back with a confirm token. */
async function confirmPassword(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/`));
  await page.getByLabel('Password').fill(workerAccount().password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`^${portalUrl()}/`));
}

test('device backups: the list, then one backup deleted behind the password gate', async ({ page }) => {
  await openBackups(page);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: "Alex's phone" })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Aurora Tab 7' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Running watch' })).toBeVisible();
  const oldPhone = panel.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Old phone' }) });
  await expect(oldPhone.getByText('Expiring soon')).toBeVisible();
  await expect(oldPhone.getByText('25 days left')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Temporary backups 1 expiring soon' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Select backups to delete' }).click();
  await expect(page).toHaveURL(/#\/backup\/delete$/);
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();
  await expectNoViolations(page);

  await page.getByRole('checkbox', { name: 'Old phone' }).check();
  await remove.click();
  await confirmPassword(page);

  // Back on the delete screen: the choice was kept and the confirmation asks once more.
  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 backup?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/#\/backup\/delete#confirmationDialog$/);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByRole('status').filter({ hasText: '1 backup deleted' })).toBeVisible();
  await expect(page).toHaveURL(/#\/backup$/);
  await expect(panel.getByRole('link', { name: "Alex's phone" })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Old phone' })).toHaveCount(0);

  // The server agrees.
  await page.reload();
  await expect(page.getByRole('link', { name: "Alex's phone" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Old phone' })).toHaveCount(0);
});

test('backup dates read mm/dd/yyyy in United States English and yyyy/mm/dd in Japanese', async ({ page }) => {
  await openBackups(page);
  const phone = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('link', { name: "Alex's phone" }) });
  await expect(phone).toContainText(/Last backup: \d{2}\/\d{2}\/\d{4}/);
  const us = /Last backup: (\d{2})\/(\d{2})\/(\d{4}) \d{2}:\d{2}/.exec((await phone.textContent()) ?? '');
  expect(us).not.toBeNull();

  await page.evaluate(() => {
    localStorage.setItem('cp.language', 'ja');
    localStorage.setItem('cp.country', 'JP');
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const japanesePhone = page.getByRole('tabpanel').getByRole('listitem').filter({ has: page.getByRole('link', { name: "Alex's phone" }) });
  await expect(japanesePhone).toContainText('最終バックアップ：');
  const ja = /最終バックアップ：(\d{4})\/(\d{2})\/(\d{2}) \d{2}:\d{2}/.exec((await japanesePhone.textContent()) ?? '');
  // The same day, month first in the US and year first in Japan.
  expect(ja?.slice(1)).toEqual([us?.[3], us?.[1], us?.[2]]);
});

test('the detail view: categories of one device, then one deleted', async ({ page }) => {
  await openBackups(page);
  await page.getByRole('link', { name: "Alex's phone" }).click();
  await expect(page).toHaveURL(/#\/backup\/detail\?deviceId=/);
  await expect(page.getByRole('heading', { level: 1, name: "Alex's phone" })).toBeVisible();
  for (const category of ['Call log', 'Messages', 'Contacts', 'Calendar', 'Clock', 'Settings', 'Home screen', 'Apps', 'Voice Recorder']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible();
  }
  const voice = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Voice Recorder' }) });
  await expect(voice.getByText('41 recordings')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Delete data' }).click();
  await expect(page).toHaveURL(/#\/backup\/detail\/delete\?deviceId=/);
  await expect(page.getByRole('checkbox', { name: 'Voice Recorder' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('checkbox', { name: 'Voice Recorder' }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmPassword(page);

  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 kind of data?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Backed-up data deleted' })).toBeVisible();
  await expect(page).toHaveURL(/#\/backup\/detail\?deviceId=/);
  await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Voice Recorder' })).toHaveCount(0);
});

test('a temporary backup can be extended once, then Extend says it was postponed', async ({ page }) => {
  await openBackups(page);
  await page.getByRole('tab', { name: /Temporary backups/ }).click();
  const phone = page.getByRole('tabpanel').getByRole('listitem').filter({
    has: page.getByRole('heading', { name: "Alex's phone" }),
  });
  await expect(phone.getByText('Expiring soon')).toBeVisible();
  await expectNoViolations(page);

  await phone.getByRole('button', { name: 'Extend' }).click();
  await expect(phone.getByRole('status')).toContainText('Expiration date postponed to');
  await expect(phone.getByText('Expiring soon')).toHaveCount(0);

  // Postponed once, Extend is no longer offered, and says why: also after a reload (the server's word).
  const extend = phone.getByRole('button', { name: 'Extend' });
  await expect(extend).toHaveAttribute('aria-disabled', 'true');
  await expect(extend).toHaveAccessibleDescription(/Expiration date already postponed/);
  await page.reload();
  await page.getByRole('tab', { name: /Temporary backups/ }).click();
  await expect(extend).toHaveAttribute('aria-disabled', 'true');
  await expect(phone.getByText('Expiration date already postponed')).toBeVisible();
  await expect(page).toHaveURL(/#\/backup$/);
});

test('Back closes the confirmation dialog and stays on the screen', async ({ page }) => {
  await openBackups(page);
  await page.goto(`${portalUrl()}/#/backup/delete`);
  await page.getByRole('checkbox', { name: 'Running watch' }).check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmPassword(page);

  await expect(page.getByRole('alertdialog', { name: 'Delete 1 backup?' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/backup\/delete$/);
  await expect(page.getByRole('checkbox', { name: 'Running watch' })).toBeChecked();

  // Asking again opens it again, now that the password was confirmed; Cancel keeps everything.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 1 backup?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/backup\/delete$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/backup$/);
  await expect(page.getByRole('link', { name: 'Running watch' })).toBeVisible();
});

test('the backup screens are accessible in high contrast and right to left', async ({ page }) => {
  await openBackups(page);
  await page.getByRole('switch', { name: 'High contrast' }).click();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await expect(page.getByRole('link', { name: 'Running watch' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('tab', { name: /Temporary backups/ }).click();
  await expect(page.getByRole('heading', { name: 'Aurora Tab 7' })).toBeVisible();
  await expectNoViolations(page);

  await page.evaluate(() => localStorage.setItem('cp.language', 'ar'));
  await page.goto(`${portalUrl()}/#/backup/detail?deviceId=demo-tablet-aurora7`);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Arabic is a complete language: the tablet's contacts carry their Arabic name.
  const tabletContacts = translation('ar', 'backup.category.contacts.nameTablet');
  await expect(page.getByRole('heading', { level: 2, name: tabletContacts })).toBeVisible();
  await expectNoViolations(page);
});
