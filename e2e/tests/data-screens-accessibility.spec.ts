import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, providerUrl, showHashRoute, signInCookies } from '../support/portal';
import { translation } from '../support/translations';

/*
 * Issue 4 "axe-core reports no violations on each screen", and the architecture's "on any
 * screen, left-to-right, right-to-left and high contrast": every overlay of the data screens
 * (#selection, #confirmationDialog, the progress dialog's error, #detailApp, #photo, the
 * "couldn't delete your data" dialog), in each mode. One signed-in page per mode walks them;
 * failures are made by the browser (page.route), so nothing is deleted. The data screens
 * themselves are walked in accessibility.spec.ts, with the other signed-in screens.
 */

type Mode = 'default' | 'high contrast' | 'right-to-left';
const MODES: readonly Mode[] = ['default', 'high contrast', 'right-to-left'];

/** The tablet's backup: the other journeys delete from the phone's and the old phone's. */
const TABLET = 'demo-tablet-aurora7';

/**
 * An overlay of the address (spec §2): `open` shows `dialog`, the address then matches
 * `address` (its #fragment), axe finds nothing, and Back closes it again.
 */
async function checkHashOverlay(
  page: Page,
  address: RegExp,
  dialog: Locator,
  open: () => Promise<void>,
  where: string,
): Promise<void> {
  await open();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(address);
  await expectNoViolations(page, where);
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The provider's confirm-password page (in English: the browser's language) answered. */
async function confirmPasswordAtProvider(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/`));
  await page.getByLabel('Password').fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Opens the tablet's detail delete screen with its first kind of data ticked. */
async function chooseTabletData(page: Page, language: string): Promise<void> {
  await showHashRoute(page, `/backup/detail/delete?deviceId=${TABLET}`);
  await page.getByRole('checkbox').first().check();
  await page
    .getByRole('button', { name: translation(language, 'backup.detailDelete.button'), exact: true })
    .click();
}

/** The stored preferences the footer switch and the language choice leave, in place before the page loads. */
async function chooseMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript(
    ({ highContrast, rtl }) => {
      if (highContrast) localStorage.setItem('cp.highContrast', '1');
      if (rtl) localStorage.setItem('cp.language', 'ar');
    },
    { highContrast: mode === 'high contrast', rtl: mode === 'right-to-left' },
  );
}

async function expectMode(page: Page, mode: Mode): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', mode === 'right-to-left' ? 'rtl' : 'ltr');
  if (mode === 'high contrast') await expect(html).toHaveClass(/high-contrast/);
  else await expect(html).not.toHaveClass(/high-contrast/);
}

// The modes run side by side on the journeys' workers.
test.describe.configure({ mode: 'parallel' });

for (const mode of MODES) {
  test(`every overlay and dialog passes axe-core: ${mode}`, async ({ page }) => {
    // A ceiling, not a speed check: 2.8 minutes on 2 cores shared with other work (load ~25).
    test.setTimeout(300_000);
    const language = mode === 'right-to-left' ? 'ar' : 'en';
    await chooseMode(page, mode);
    await signInCookies(page.context(), DEMO_ACCOUNT);
    // The password first: the confirm token it leaves (4 minutes) lets the confirmation and
    // progress dialogs open later without the provider's page in between.
    await chooseTabletData(page, language);
    await confirmPasswordAtProvider(page);
    const cancelled = page.getByRole('alertdialog');
    await expect(cancelled).toBeVisible();
    await expectMode(page, mode);
    await cancelled.getByRole('button', { name: translation(language, 'ui.confirmation.cancel') }).click();
    await expect(cancelled).toHaveCount(0);

    // The temporary backups tab.
    await showHashRoute(page, '/backup');
    await page
      .getByRole('tab', { name: new RegExp(translation(language, 'backup.tabs.temporary')) })
      .click();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('button', { name: translation(language, 'backup.temporary.extend') })
        .first(),
    ).toBeVisible();
    await expectNoViolations(page, `temporary backups tab (${mode})`);

    // #selection: the chosen backups reviewed before deleting.
    await showHashRoute(page, '/backup/delete');
    await page.getByRole('checkbox').first().check();
    await checkHashOverlay(
      page,
      /#selection$/,
      page.getByRole('dialog', { name: translation(language, 'backup.selection.reviewTitle') }),
      () =>
        page
          .getByRole('button', { name: translation(language, 'backup.selection.review') })
          .click(),
      `#selection (${mode})`,
    );

    // #confirmationDialog, then the progress dialog stopped by a server error.
    await chooseTabletData(page, language);
    const confirmation = page.getByRole('alertdialog');
    await expect(confirmation).toBeVisible();
    await expect(page).toHaveURL(/#confirmationDialog$/);
    await expectNoViolations(page, `#confirmationDialog (${mode})`);
    await page.route('**/api/backup/v4/contents/**', (route) =>
      route.fulfill({ status: 500, json: { rcode: 50000001, rmsg: 'The server failed.' } }),
    );
    await confirmation
      .getByRole('button', {
        name: translation(language, 'backup.detailDelete.confirmButton'),
        exact: true,
      })
      .click();
    const progress = page.getByRole('dialog', {
      name: translation(language, 'backup.progress.title'),
    });
    await expect(progress.getByRole('alert')).toContainText(
      translation(language, 'backup.errors.deleteFailed'),
    );
    await expectNoViolations(page, `progress dialog error (${mode})`);
    await progress
      .getByRole('button', { name: translation(language, 'ui.progress.close') })
      .click();
    await expect(progress).toHaveCount(0);
    await page.unroute('**/api/backup/v4/contents/**');

    // #detailApp: one synced app's details.
    await showHashRoute(page, '/sync');
    await checkHashOverlay(
      page,
      /#detailApp$/,
      page.getByRole('dialog'),
      () => page.locator('main button[aria-haspopup="dialog"]').first().click(),
      `#detailApp (${mode})`,
    );

    // #photo: one Gallery photo.
    await showHashRoute(page, '/gallery');
    await checkHashOverlay(
      page,
      /#photo/,
      page.getByRole('dialog', { name: translation(language, 'gallery.viewer.title') }),
      () =>
        page
          .getByRole('list', { name: translation(language, 'gallery.page.latestHeading') })
          .getByRole('button')
          .first()
          .click(),
      `#photo (${mode})`,
    );

    // "Couldn't delete your data": the erasure refused for too many requests (49209). Wi-Fi:
    // the erasure journey erases Health, whose row cannot be chosen while its task runs.
    await showHashRoute(page, '/erasure');
    await page
      .getByRole('checkbox', { name: translation(language, 'erasure.personalData.wifi.title') })
      .check();
    await page.route('**/api/lgi/eos/v1/data', (route) =>
      route.fulfill({ status: 400, json: { rcode: 49209, rmsg: 'Too many requests.' } }),
    );
    await page
      .getByRole('button', { name: translation(language, 'erasure.choose.submit') })
      .click();
    // The earlier deletion run spent the confirm token (a token serves one run): the password
    // again, then the screen comes back with the choice and asks for the confirmation at once.
    await confirmPasswordAtProvider(page);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: translation(language, 'erasure.confirm.action'), exact: true })
      .click();
    const failure = page.getByRole('alertdialog', {
      name: translation(language, 'erasure.error.title'),
    });
    await expect(failure).toContainText(
      translation(language, 'erasure.error.tryLater', { code: '49209' }),
    );
    await expectNoViolations(page, `erasure failure dialog (${mode})`);
    await failure
      .getByRole('button', { name: translation(language, 'erasure.error.close') })
      .click();
    await expect(failure).toHaveCount(0);
  });
}
