import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

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

/** Answers the collector for `page` and records every hit it is sent (the beacon's form fields). */
export async function stubAnalyticsCollector(page: Page): Promise<URLSearchParams[]> {
  const hits: URLSearchParams[] = [];
  await page.route(`**${E2E_ANALYTICS_ENDPOINT}`, async (route) => {
    hits.push(new URLSearchParams(route.request().postData() ?? ''));
    await route.fulfill({ status: 204 });
  });
  return hits;
}
