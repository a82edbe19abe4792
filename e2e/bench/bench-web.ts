// `npm run bench:web`: how fast the web app's pages load in Lighthouse 12 (mobile profile,
// simulated slow 4G and 4x slower CPU: Lighthouse's defaults) in Debian's Chromium, beside a
// floor page (one heading, one paragraph, one button, inline CSS) measured in the same run,
// and how much script a first visit loads before the app starts. Figures, not a pass/fail
// test: it prints PASS or MISS per target of issue 13 and exits 0 either way.
//   Builds the web app, starts the portal as `npm start` does (embedded provider, PGlite,
//   demo data) on free ports and a temporary DATA_DIR with every browser counted as
//   verified, audits the sign-in page signed out, signs the demo account in over CDP, then
//   audits the signed-in pages. BENCH_RUNS (default 3) runs per page; medians are printed
//   and written with every run's figures to artifacts/bench-web/figures.json, the
//   Lighthouse reports beside it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, startPortalStack } from '../support/global-setup';
import { launchBenchChromium } from './bench-chromium';
import { serveFloorPage } from './floor-page';
import { forgetCachedFonts } from './forget-cached-fonts';
import { auditPage, LighthouseRunError, type Audit } from './lighthouse-audit';
import { median as medianOf, medianFigures, type PageFigures } from './page-figures';
import { signInOverCdp } from './sign-in-over-cdp';
import { measureStartupJs, type StartupJs } from './startup-js';
import { checkTargets, type TargetCheck } from './web-targets';

interface BenchPage {
  id: 'floor' | 'sign-in' | 'home' | 'backup' | 'help';
  label: string;
  /** Hash route of the portal; the floor page has none. */
  route?: string;
  signedIn: boolean;
}

const PAGES: readonly BenchPage[] = [
  { id: 'floor', label: 'floor page', signedIn: false },
  { id: 'sign-in', label: 'sign-in', route: '/#/login', signedIn: false },
  { id: 'home', label: 'home', route: '/#/', signedIn: true },
  { id: 'backup', label: 'backup list', route: '/#/backup', signedIn: true },
  { id: 'help', label: 'help: device backups', route: '/#/info-device-backups', signedIn: true },
];

/** Where a signed-out browser lands; a signed-in run that ends here measured the wrong page. */
const SIGN_IN_HASH = '#/login';

const outputDir = path.join(repoRoot, 'artifacts', 'bench-web');
const webDistDir = path.join(repoRoot, 'apps', 'web', 'dist');

function readRuns(): number {
  const value = process.env.BENCH_RUNS?.trim() || '3';
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 50) {
    throw new Error(`BENCH_RUNS must be a whole number from 1 to 50 (got "${value}")`);
  }
  return Number(value);
}

interface PageResult {
  page: BenchPage;
  url: string;
  runs: PageFigures[];
  /**
   * Lighthouse's measure of the CPU at each run (higher is faster; up to 1000 it warns that the
   * CPU is slower than it expects): total blocking time grows when other work shares the CPU.
   */
  benchmarkIndexes: number[];
}

async function main(): Promise<void> {
  const runs = readRuns();
  console.log('Building the web app (npm run build)…');
  // Vite lists every chunk it writes; that list is shown only when the build fails.
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0)
    throw new Error(
      `the web build failed (exit ${build.status ?? build.signal}):\n${build.stdout}${build.stderr}`,
    );
  const startupJs = measureStartupJs(webDistDir);

  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(path.join(outputDir, 'reports'), { recursive: true });

  console.log('Starting the portal (embedded provider, PGlite, demo data)…');
  const stack = await startPortalStack({ WEB_SIGN_IN_VERIFICATION: 'always-verified' });
  const floor = await serveFloorPage();
  const chrome = await launchBenchChromium();
  const results = PAGES.map((page): PageResult => ({
    page,
    url: page.route ? `${stack.portalUrl}${page.route}` : floor.url,
    runs: [],
    benchmarkIndexes: [],
  }));
  let chromiumVersion = '';

  const measure = async (result: PageResult, run: number): Promise<void> => {
    if (result.page.route) await forgetCachedFonts(chrome.port, stack.portalUrl);
    const audit = await auditWithRetries(
      result.url,
      chrome.port,
      `${result.page.label} run ${run}`,
    );
    if (result.page.signedIn && new URL(audit.finalUrl).hash === SIGN_IN_HASH) {
      throw new Error(`${result.url} was sent to the sign-in page: the browser lost its sign-in`);
    }
    const benchmarkIndex = Math.round(audit.report.environment.benchmarkIndex);
    result.runs.push(audit.figures);
    result.benchmarkIndexes.push(benchmarkIndex);
    chromiumVersion = audit.report.environment.hostUserAgent;
    writeFileSync(
      path.join(outputDir, 'reports', `${result.page.id}-${run}.json`),
      JSON.stringify(audit.report),
    );
    console.log(
      `  ${result.page.label.padEnd(22)} run ${run}: ${formatFigures(audit.figures)} (CPU benchmark index ${benchmarkIndex})`,
    );
  };

  try {
    // The floor page alternates with the sign-in page so both see the machine equally busy.
    // The sign-in page is measured before the browser signs in: a signed-in visitor is sent on.
    console.log(`Lighthouse, ${runs} run(s) per page:`);
    const signedOut = results.filter((result) => !result.page.signedIn);
    const signedIn = results.filter((result) => result.page.signedIn);
    for (let run = 1; run <= runs; run++)
      for (const result of signedOut) await measure(result, run);
    await signInOverCdp(chrome.port, stack);
    for (let run = 1; run <= runs; run++) for (const result of signedIn) await measure(result, run);
  } finally {
    chrome.kill();
    await floor.close();
    await stack.stop();
  }

  const medians = new Map(results.map((result) => [result.page.id, medianFigures(result.runs)]));
  const floorMedian = medians.get('floor')!;
  const targets = checkTargets({
    floor: floorMedian,
    signIn: medians.get('sign-in')!,
    home: medians.get('home')!,
    startupBrotliBytes: startupJs.brotli,
  });

  printMedians(results, medians, floorMedian, runs);
  printStartupJs(startupJs);
  printTargets(targets);

  const figuresFile = path.join(outputDir, 'figures.json');
  writeFileSync(
    figuresFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: '12.x, mobile profile, simulated throttling (defaults)',
        chromium: chromiumVersion,
        runsPerPage: runs,
        pages: results.map((result) => {
          const median = medians.get(result.page.id)!;
          return {
            id: result.page.id,
            label: result.page.label,
            url: result.url,
            signedIn: result.page.signedIn,
            median,
            lcpToFloor: median.lcpMs / floorMedian.lcpMs,
            medianBenchmarkIndex: medianOf(result.benchmarkIndexes),
            runs: result.runs.map((figures, index) => ({
              ...figures,
              benchmarkIndex: result.benchmarkIndexes[index],
            })),
          };
        }),
        startupJs,
        targets,
      },
      null,
      2,
    )}\n`,
  );
  console.log(
    `\nFigures: ${path.relative(repoRoot, figuresFile)}; Lighthouse reports: ${path.relative(repoRoot, path.join(outputDir, 'reports'))}/`,
  );
}

/** Runs that Lighthouse could not measure are measured again, this many times at most. */
const MAX_REMEASURES = 2;

async function auditWithRetries(url: string, port: number, what: string): Promise<Audit> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await auditPage(url, port);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === MAX_REMEASURES) throw error;
      console.log(`  ${what}: ${error.message}; measuring again`);
    }
  }
}

function formatFigures(figures: PageFigures): string {
  return [
    `score ${figures.score.toFixed(2)}`,
    `FCP ${(figures.fcpMs / 1000).toFixed(2)} s`,
    `LCP ${(figures.lcpMs / 1000).toFixed(2)} s`,
    `TBT ${Math.round(figures.tbtMs)} ms`,
    `CLS ${figures.cls.toFixed(3)}`,
  ].join(', ');
}

function printMedians(
  results: PageResult[],
  medians: Map<string, PageFigures>,
  floor: PageFigures,
  runs: number,
): void {
  const names = results.map(
    (result) => `${result.page.label}${result.page.route ? ` (${result.page.route})` : ''}`,
  );
  const width = Math.max(...names.map((name) => name.length));
  console.log(`\nMedians of ${runs} run(s), Lighthouse mobile profile:`);
  console.log(
    `  ${'page'.padEnd(width)} ${'score'.padStart(5)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)} ${'LCP/floor'.padStart(9)} ${'CPU index'.padStart(9)}`,
  );
  results.forEach((result, index) => {
    const median = medians.get(result.page.id)!;
    console.log(
      `  ${names[index]!.padEnd(width)} ${median.score.toFixed(2).padStart(5)} ${(median.fcpMs / 1000).toFixed(2).padStart(6)} ${(median.lcpMs / 1000).toFixed(2).padStart(6)} ${String(Math.round(median.tbtMs)).padStart(7)} ${median.cls.toFixed(3).padStart(6)} ${`${(median.lcpMs / floor.lcpMs).toFixed(2)}x`.padStart(9)} ${String(medianOf(result.benchmarkIndexes)).padStart(9)}`,
    );
  });
}

function printStartupJs(startupJs: StartupJs): void {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(10);
  console.log(
    `\nStart-up JS (entry ${startupJs.entries.join(', ')} and its static imports; gzip -9, brotli -11):`,
  );
  console.log(
    `  ${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`,
  );
  for (const file of startupJs.files)
    console.log(`  ${file.file.padEnd(44)} ${kib(file.raw)} ${kib(file.gzip)} ${kib(file.brotli)}`);
  console.log(
    `  ${`total (${startupJs.files.length} file(s))`.padEnd(44)} ${kib(startupJs.raw)} ${kib(startupJs.gzip)} ${kib(startupJs.brotli)}`,
  );
}

function printTargets(targets: TargetCheck[]): void {
  console.log('\nTargets (issue 13):');
  for (const check of targets)
    console.log(`  ${check.met ? 'PASS' : 'MISS'}  ${check.target.padEnd(44)} ${check.actual}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `bench:web failed: ${error.message}` : error);
  process.exit(1);
});
