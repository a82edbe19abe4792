import { chromium } from '@playwright/test';

/** The browser's list of the font files it has fetched (apps/web/src/lib/storage-keys.ts: cachedFonts). */
const CACHED_FONTS_KEY = 'cp.cachedFonts';

/**
 * Lighthouse empties the HTTP cache before each run, so every run is a first visit; the
 * portal's list of the font files the browser has (local storage, which stays for the
 * sign-in) would then claim files the cache no longer holds. It is removed before each run
 * too, from a page of the portal that runs none of its scripts (its health answer): a page
 * of the app would write it again.
 */
export async function forgetCachedFonts(port: number, portalOrigin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default profile');
    const page = await context.newPage();
    const answer = await page.goto(`${portalOrigin}/healthz`);
    if (!answer?.ok()) throw new Error(`${portalOrigin}/healthz answered ${answer?.status() ?? 'nothing'}`);
    await page.evaluate((key) => localStorage.removeItem(key), CACHED_FONTS_KEY);
    await page.close();
  } finally {
    await browser.close();
  }
}
