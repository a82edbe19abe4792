import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNT, portalUrl, signIn } from '../support/portal';

/*
 * PNGs of every data screen (issue 4) at a phone and a desktop width, for review. Each screen
 * is reached the way a user reaches it and photographed once its loading has finished.
 */
const OUTPUT = path.resolve(import.meta.dirname, '../../artifacts/screenshots');
const WIDTHS = [360, 1280] as const;

/** Set on a screen's heading once it is photographed: the next screen must draw its own. */
const TAKEN = 'data-photographed';

async function settled(page: Page, sameScreen: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Going to another screen in the app replaces its heading, but not at once: waiting for
  // any <h1> would photograph the screen left behind.
  const heading = sameScreen ? 'h1' : `h1:not([${TAKEN}])`;
  await expect(page.locator(heading).first()).toBeVisible();
}

/** `sameScreen`: the screen stays (a tab changed), so its heading is not drawn again. */
async function shoot(page: Page, name: string, width: number, sameScreen = false): Promise<void> {
  await settled(page, sameScreen);
  await page.screenshot({ path: path.join(OUTPUT, `${name}-${width}.png`), fullPage: true });
  await page.locator('h1').evaluateAll((headings, taken) => headings.forEach((h1) => h1.setAttribute(taken, '')), TAKEN);
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(`${portalUrl()}/#${route}`);
}

for (const width of WIDTHS) {
  test(`the data screens at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    mkdirSync(OUTPUT, { recursive: true });
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
    await signIn(page, DEMO_ACCOUNT);
    await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
    await shoot(page, 'home', width);

    await open(page, '/backup');
    await shoot(page, 'backup', width);
    await page.getByRole('tab', { name: /^Temporary backups/ }).click();
    await shoot(page, 'backup-temporary', width, true);
    await open(page, '/backup/delete');
    await shoot(page, 'backup-delete', width);

    await open(page, '/backup');
    // The tab chosen last is kept; the device list is on the first one.
    await page.getByRole('tab', { name: 'Backups', exact: true }).click();
    await page.getByRole('link', { name: "Alex's phone" }).click();
    await shoot(page, 'backup-detail', width);
    await page.getByRole('link', { name: 'Delete data' }).click();
    await shoot(page, 'backup-detail-delete', width);

    for (const [name, route] of [
      ['sync', '/sync'],
      ['sync-delete', '/sync/delete'],
      ['devices', '/devices'],
      ['gallery', '/gallery'],
      ['end-of-service', '/end-of-service'],
      ['reset-edp-status', '/reset_edp_status'],
      ['erasure', '/erasure'],
    ] as const) {
      await open(page, route);
      await shoot(page, name, width);
    }
  });
}
