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

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await settled(page);
  await page.screenshot({ path: path.join(OUTPUT, `${name}-${width}.png`), fullPage: true });
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
    await shoot(page, 'backup-temporary', width);
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
