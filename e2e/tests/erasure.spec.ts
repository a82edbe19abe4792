import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { portalUrl, providerUrl, signInOverHttp } from '../support/portal';
import { workerAccount } from '../support/worker-account';
import { usDate } from '../support/us-date';

const DAY_MS = 24 * 60 * 60 * 1000;

test('erasure is requested after the password and shows as pending with its 30-day date', async ({ page }) => {
  await signInOverHttp(page, workerAccount());
  await expect(page.getByRole('heading', { name: `Welcome, ${workerAccount().name}` })).toBeVisible();
  // The dashboard's erasure card counts the demo's request in progress and leads to the screen.
  const card = page.getByRole('region', { name: 'Erase your data' });
  await expect(card.getByText(/^\d+ erasure requests? in progress$/)).toBeVisible();
  await card.getByRole('link', { name: 'Choose data to erase' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/erasure`);
  await expect(page.getByRole('heading', { level: 1, name: 'Erase your data' })).toBeVisible();

  // The demo's erasure of memos, requested two days ago, is in progress.
  const requests = page.getByRole('region', { name: 'Requests in progress' });
  await expect(requests.getByRole('listitem').filter({ hasText: 'Memos' })).toBeVisible();
  const choices = page.getByRole('group', { name: 'Data to erase' });
  await expect(choices.getByRole('checkbox')).toHaveCount(12);
  await expectNoViolations(page);

  // Health is kept by no app of this portal: erasing it deletes nothing another journey needs.
  await choices.getByRole('checkbox', { name: 'Health' }).check();
  await page.getByRole('button', { name: 'Erase selected data' }).click();

  // No confirm token yet: the provider asks for the password, then sends the browser back.
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/`));
  await expect(page.getByRole('heading', { name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password').fill(workerAccount().password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Erase this data?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Health will be erased from the cloud.');
  expect(page.url()).not.toContain('confirm_token');
  await expectNoViolations(page);
  const requestedAt = Date.now();
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();

  const result = page.getByRole('region', { name: 'Erasure requested' });
  await expect(result).toBeVisible();
  await expect(result).toContainText('Being erased: Health');
  const by = [usDate(requestedAt + 30 * DAY_MS), usDate(Date.now() + 30 * DAY_MS)];
  await expect(result).toContainText(new RegExp(`Your data will be erased by (${by.join('|')})\\.`));
  await expect(dialog).toBeHidden();
  await expectNoViolations(page);

  // The background worker carries the request out a few seconds later (it looks every 2
  // seconds): after a reload only the demo's deferred request is still in progress.
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(requests.getByRole('listitem').filter({ hasText: 'Memos' })).toBeVisible();
        return requests.getByRole('listitem').filter({ hasText: 'Health' }).count();
      },
      { timeout: 30_000, message: 'the erasure of Health is carried out' },
    )
    .toBe(0);
  await expect(page.getByRole('region', { name: 'Erasure requested' })).toHaveCount(0);
});
