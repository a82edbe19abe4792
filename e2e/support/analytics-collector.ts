import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/**
 * The pageview collector the journeys' build sends to: the build must be made with
 * VITE_ANALYTICS_ENDPOINT=/e2e-analytics/collect (scripts/run-tests.mjs does). Same origin, so
 * the portal's Content-Security-Policy (connect-src 'self') lets it through; the journeys
 * answer it themselves, and the portal never sees it.
 */
export const E2E_ANALYTICS_ENDPOINT = '/e2e-analytics/collect';

const assetsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist', 'assets');

/** Whether the built web app carries the journeys' collector (else analytics sends nothing at all). */
export function buildHasCollector(): boolean {
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(path.join(assetsDir, file), 'utf8').includes(E2E_ANALYTICS_ENDPOINT));
}

/** What a page did towards analytics: the hits the collector was sent, the client's loads. */
export interface AnalyticsWatch {
  /** Each hit's form fields, in the order sent. */
  hits: URLSearchParams[];
  /** Each request for the analytics client's chunk (analytics-client-<hash>.js). */
  clientLoads: string[];
}

/**
 * Answers the collector for `page`, records every hit it is sent, and every time the page
 * fetches the analytics client: the only code that sets an analytics cookie or sends a hit,
 * fetched only once analytics is allowed (apps/web/src/features/cookies/analytics).
 */
export async function watchAnalytics(page: Page): Promise<AnalyticsWatch> {
  const watch: AnalyticsWatch = { hits: [], clientLoads: [] };
  page.on('request', (request) => {
    if (/\/analytics-client-[^/]*\.js$/.test(new URL(request.url()).pathname)) watch.clientLoads.push(request.url());
  });
  await page.route(`**${E2E_ANALYTICS_ENDPOINT}`, async (route) => {
    watch.hits.push(new URLSearchParams(route.request().postData() ?? ''));
    await route.fulfill({ status: 204 });
  });
  return watch;
}

/**
 * Proves the screen on show measured nothing and cannot: once the app has drawn it and run
 * what follows the drawing (two frames, then a task: React's effects, where a screen's
 * pageview starts by fetching the client), the client was never fetched and no hit was sent.
 * Waiting on the app, not on a fixed time: no hit can come late from a client never loaded.
 */
export async function expectNothingMeasured(page: Page, watch: AnalyticsWatch): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))),
  );
  expect(watch.clientLoads, 'the analytics client should not be fetched').toEqual([]);
  expect(watch.hits).toEqual([]);
}
