import lighthouse, { type Flags, type Result } from 'lighthouse';
import type { PageFigures } from './page-figures';

/**
 * What Lighthouse clears before each run: the HTTP cache (always, with any reset) and these
 * stores, so every run is a first, cold load. Cookies, local storage and IndexedDB stay:
 * they hold the sign-in the signed-in pages need. These are Lighthouse 12's defaults, named
 * here so a later default that clears more cannot sign the browser out unnoticed.
 */
const CLEARED_STORAGE: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
];

/**
 * Lighthouse measured nothing (say NO_NAVSTART: the trace lost the navigation), which happens
 * now and then when the machine is busy; measuring again is Lighthouse's own advice.
 */
export class LighthouseRunError extends Error {
  constructor(url: string, reason: string) {
    super(`Lighthouse could not measure ${url}: ${reason}`);
    this.name = 'LighthouseRunError';
  }
}

export interface Audit {
  figures: PageFigures;
  /** Where the page ended up (a signed-out browser is sent to the sign-in page). */
  finalUrl: string;
  /** The whole report, for reading why a figure is what it is. */
  report: Result;
}

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port`: performance only,
 * Lighthouse's defaults otherwise (mobile profile, simulated slow 4G and 4x slower CPU).
 */
export async function auditPage(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: ['performance'],
    clearStorageTypes: CLEARED_STORAGE,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const report = result.lhr;
  if (report.runtimeError) {
    throw new LighthouseRunError(url, `${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
  return {
    figures: {
      score,
      fcpMs: metric(report, 'first-contentful-paint'),
      lcpMs: metric(report, 'largest-contentful-paint'),
      tbtMs: metric(report, 'total-blocking-time'),
      cls: metric(report, 'cumulative-layout-shift'),
    },
    finalUrl: report.finalDisplayedUrl,
    report,
  };
}

function metric(report: Result, auditId: string): number {
  const value = report.audits[auditId]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse measured no ${auditId} on ${report.requestedUrl}`);
  return value;
}
