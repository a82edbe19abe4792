import { expect } from '@playwright/test';
import { showHashRoute } from '../support/portal';
import { test } from '../support/signed-in';

/*
 * Issue 4 part 14: every data screen works at 360, 600, 960, 1280 and 1920 px — its heading
 * shows and nothing scrolls sideways — and the backup views stay within 900 px.
 */
const WIDTHS = [360, 600, 960, 1280, 1920] as const;
const SCREENS: ReadonlyArray<{ route: string; tab?: RegExp }> = [
  { route: '/backup' },
  { route: '/backup', tab: /^Temporary backups/ },
  { route: '/backup/delete' },
  { route: '/backup/detail?deviceId=demo-tablet-aurora7' },
  { route: '/backup/detail/delete?deviceId=demo-tablet-aurora7' },
  { route: '/sync' },
  { route: '/sync/delete' },
  { route: '/devices' },
  { route: '/gallery' },
  { route: '/end-of-service' },
  { route: '/reset_edp_status' },
  { route: '/erasure' },
];
const BACKUP_VIEW_CAP = 900;

test('every data screen fits from 360 to 1920 pixels wide', async ({ page }) => {
  test.setTimeout(180_000);
  for (const { route, tab } of SCREENS) {
    await showHashRoute(page, route);
    const heading = page.getByRole('heading', { level: 1 }).first();
    if (tab) await page.getByRole('tab', { name: tab }).click();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(heading, `${route} at ${width} px`).toBeInViewport();
      if (tab) await expect(page.getByRole('tab', { name: tab }), `${route} tab at ${width} px`).toHaveAttribute('aria-selected', 'true');
      // Polled: the layout follows the width through a media-query listener, a frame later.
      await expect
        .poll(
          () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          { message: `horizontal overflow on ${route} at ${width} px` },
        )
        .toBeLessThanOrEqual(0);
      if (route.startsWith('/backup')) {
        // The backup frame carries its cap as an inline style (BACKUP_VIEW_MAX_WIDTH_PX).
        const frame = await page.locator('main div[style*="max-inline-size"]').first().boundingBox();
        expect(frame?.width ?? Infinity, `${route} frame width at ${width} px`).toBeLessThanOrEqual(BACKUP_VIEW_CAP);
      }
    }
  }
});

test('the delete pages’ action bar stays above the list it floats over, on a small screen', async ({ page }) => {
  // Short enough that the list runs under the bar, whatever other journeys left of the demo's data.
  await page.setViewportSize({ width: 360, height: 420 });
  for (const route of ['/backup/delete', '/sync/delete']) {
    await showHashRoute(page, route);
    const cancel = page.getByRole('main').getByRole('link', { name: 'Cancel' }).or(page.getByRole('main').getByRole('button', { name: 'Cancel' }));
    // The bar holds Cancel and Delete at the viewport's foot. A checkbox further down the list
    // is scrolled to sit under it; what is drawn at the checkbox's centre must be the bar's.
    const drawnOnTop = await cancel.evaluate((button) => {
      const bar = button.parentElement!;
      const barMiddle = () => {
        const rect = bar.getBoundingClientRect();
        return rect.top + rect.height / 2;
      };
      const middleOf = (box: Element) => {
        const rect = box.getBoundingClientRect();
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      };
      const hidden = [...document.querySelectorAll('main input[type="checkbox"]')].find((box) => middleOf(box).y > barMiddle());
      if (hidden === undefined) return null;
      window.scrollBy(0, middleOf(hidden).y - barMiddle());
      const { x, y } = middleOf(hidden);
      return bar.contains(document.elementFromPoint(x, y));
    });
    expect(drawnOnTop, `${route}: a checkbox runs under the bar`).not.toBeNull();
    expect(drawnOnTop, `${route}: the bar is drawn over the checkbox under it`).toBe(true);
  }
});
