// `npm test`: every suite, in the order a failure is cheapest to find.
//   1. system packages npm does not bring (Chromium, PostgreSQL server) — installed if missing
//   2. type-check, lint, the translation coverage table (information only) and the build, side by side
//   3. Vitest: unit tests of every workspace + the server suites on PGlite
//   4. the server suites again on a throw-away PostgreSQL server (or TEST_DATABASE_URL)
//   5. the Playwright journeys in Debian Chromium, on the web app built before step 3
// It ends with one line "N passed, N failed" counting every test that ran.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'artifacts', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0 };
const failedSteps = [];
// Each failed test's name and first message line, repeated at the end: CI keeps only the tail.
const failedTests = [];

/** The first line of a failure message, without colour codes, short enough for one line. */
function firstLine(message) {
  // eslint-disable-next-line no-control-regex -- colour codes are control characters
  const line = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((text) => text.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/** Runs one step; a failure fails the run unless the step only informs (`informational`). */
function step(name, command, args, env = {}, { informational = false } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  const outcome = ok ? 'ok' : `${informational ? 'did not finish' : 'FAILED'} (exit ${result.status ?? result.signal})`;
  console.log(`━━ ${name}: ${outcome} in ${seconds}s`);
  if (!ok && !informational) failedSteps.push(name);
  return ok;
}

/**
 * Runs lanes side by side, each lane's steps one after another (each step keeps about one
 * core busy); each step's output is shown in one block when its lane has ended, so the blocks
 * do not interleave. Answers whether each step passed, by name.
 */
async function lanesSideBySide(lanes) {
  const runStep = ({ name, command, args, env = {} }) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (status, signal) => resolve({ name, status, signal, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
    });
  const laneResults = await Promise.all(
    lanes.map(async (steps) => {
      const results = [];
      for (const step of steps) results.push({ ...(await runStep(step)), informational: step.informational ?? false });
      return results;
    }),
  );
  const passed = {};
  for (const { name, status, signal, output, seconds, informational } of laneResults.flat()) {
    console.log(`\n━━ ${name} ━━`);
    if (output) process.stdout.write(output);
    const outcome = status === 0 ? 'ok' : `${informational ? 'did not finish' : 'FAILED'} (exit ${status ?? signal})`;
    console.log(`━━ ${name}: ${outcome} in ${seconds}s`);
    if (status !== 0 && !informational) failedSteps.push(name);
    passed[name] = status === 0;
  }
  return passed;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const suite of report.testResults) {
    const where = path.relative(root, suite.name);
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failedTests.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed before any of its tests ran (an import error) has no assertion results.
    if (suite.status === 'failed' && suite.assertionResults.length === 0) failedTests.push(`${where}: ${firstLine(suite.message)}`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  // A journey that passed only when tried again failed first: it counts as failed.
  totals.passed += stats.expected;
  totals.failed += stats.unexpected + stats.flaky;
  collectFailedJourneys(report.suites ?? []);
}

/** Walks Playwright's nested suites for journeys whose outcome was not the expected one. */
function collectFailedJourneys(suites, titles = []) {
  for (const suite of suites) {
    const trail = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failedTests.push(`${[...trail, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`);
      }
    }
    collectFailedJourneys(suite.suites ?? [], trail);
  }
}

function vitest(name, file, args, env) {
  step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  countVitest(file);
}

step('system packages', 'bash', [path.join('scripts', 'ensure-system-packages.sh')]);

// The journeys' build sends analytics to a same-origin address the cookie journeys answer
// themselves (e2e/support/analytics-collector.ts), so consent is proven, not assumed.
const E2E_BUILD_ENV = { VITE_ANALYTICS_ENDPOINT: '/e2e-analytics/collect' };
// Type-check, and lint then the build, on two lanes, one core each: `tsc -b` checks the
// projects one after another, each once, in about the time lint and the build take together.
// The build comes before the suites: the production-start suite runs the portal on it, the
// journeys use it. The translation coverage table is for reading only: the bundle coverage
// test (in the unit tests) is what fails on a gap; the report exits 0 whatever the coverage.
const passed = await lanesSideBySide([
  [{ name: 'type-check', command: 'npm', args: ['run', '--silent', 'typecheck'] }],
  [
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'translation coverage', command: 'node', args: [path.join('scripts', 'i18n-report.mjs')], informational: true },
    { name: 'build the web app', command: 'npm', args: ['run', '--silent', 'build'], env: E2E_BUILD_ENV },
  ],
]);
const built = passed['build the web app'];

// Unit tests of every workspace, and the server suites on PGlite.
vitest('unit and server tests (PGlite)', path.join(resultsDir, 'vitest.json'), [], { TEST_DATABASE_URL: '' });

// The server suites again on PostgreSQL.
let throwaway = null;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  try {
    throwaway = await startThrowawayPostgres();
    databaseUrl = throwaway.url;
  } catch (error) {
    console.error(`Cannot start a throw-away PostgreSQL server: ${error.message}`);
    failedSteps.push('throw-away PostgreSQL');
  }
}
try {
  if (databaseUrl) {
    vitest('server tests (PostgreSQL)', path.join(resultsDir, 'vitest-postgres.json'), ['--project', 'server-postgres'], {
      TEST_DATABASE_URL: databaseUrl,
    });
  }
} finally {
  throwaway?.stop();
}

// The whole stack in a real browser, on the build made before the suites.
if (built) {
  const file = path.join(resultsDir, 'playwright.json');
  step('browser journeys (Playwright, Debian Chromium)', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  countPlaywright(file);
}

console.log('');
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.map((line) => `  ✗ ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
