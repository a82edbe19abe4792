import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { portalUrl, signInOverHttp } from '../support/portal';
import { workerAccount } from '../support/worker-account';

test('E2EE groups show only the known policy contents, and the EDP status is reset then the reset cancelled', async ({ page }) => {
  await signInOverHttp(page, workerAccount(), '/reset_edp_status');
  await expect(page.getByRole('heading', { level: 1, name: 'End-to-end encryption' })).toBeVisible();

  // The demo's policies also name ids outside the 26 the portal shows (spec §5): they are left out.
  const groups = page.getByRole('region', { name: 'Encryption groups' });
  const backup = groups.getByRole('article', { name: 'Backups' });
  await expect(backup.getByText('On', { exact: true })).toBeVisible();
  await expect(backup.getByRole('listitem')).toHaveCount(11);
  await expect(backup.getByRole('listitem').first()).toHaveText('Call logs');
  const sync = groups.getByRole('article', { name: 'Synced data' });
  await expect(sync.getByText('Off', { exact: true })).toBeVisible();
  await expect(sync.getByRole('listitem')).toHaveText(['Contacts', 'Calendar', 'Notes', 'Reminders', 'Internet', 'Gallery']);
  await expect(page.getByRole('region', { name: 'Devices using end-to-end encryption' })).toBeVisible();
  await expectNoViolations(page);

  const edp = page.getByRole('region', { name: 'Reset end-to-end protection' });
  await edp.getByRole('button', { name: 'Reset', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset end-to-end protection?' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(`${portalUrl()}/#/reset_edp_status#confirmationDialog`);
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Reset', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(edp.getByText('Reset completed')).toBeVisible();
  await expect(page).toHaveURL(`${portalUrl()}/#/reset_edp_status`);

  await edp.getByRole('button', { name: 'Cancel reset' }).click();
  await expect(edp.getByText('Reset cancelled')).toBeVisible();
  await expect(edp.getByRole('alert')).toHaveCount(0);

  // The record really changed on the server: a reload reads CANCELLED.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Reset end-to-end protection' }).getByText('Reset cancelled')).toBeVisible();
  await expectNoViolations(page);
});
