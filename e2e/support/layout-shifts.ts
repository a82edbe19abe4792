import { expect, type Page } from '@playwright/test';

export interface LayoutShift {
  value: number;
  sources: string[];
}

/** Starts recording layout shifts, as the browser reports them, before each page's first paint. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node | null }[] })[]) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the page shown, since its first paint. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShift[] }).__layoutShifts);
}

/** The app has taken the page over (app/start-app.tsx) and every card has its data. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // One more frame, so the last layout is in what the observer reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
