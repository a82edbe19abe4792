import type { Page } from '@playwright/test';

/**
 * Whether the browser has every font file the page's text needs, as the page keeps count
 * (apps/web/src/app/first-paint.ts): the next page then shows its faces from the first paint.
 */
export function pageFontsCached(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const files = (document.getElementById('page-font-faces')?.getAttribute('data-font-files') ?? '').split(' ').filter(Boolean);
    const cached = JSON.parse(localStorage.getItem('cp.cachedFonts') ?? '[]') as string[];
    return files.length > 0 && files.every((file) => cached.includes(file));
  });
}

/** The font files the page has fetched so far, by path, with when each was asked for (ms since navigation). */
export function fetchedFontFiles(page: Page): Promise<Array<{ path: string; startTime: number }>> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  );
}
