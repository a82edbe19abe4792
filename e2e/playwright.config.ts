import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

// Whole-stack journeys in Debian's Chromium (installed by scripts/ensure-system-packages.sh;
// Playwright never downloads a browser here). The global setup starts the real portal and
// sign-in provider the way `npm start` does, on free ports and a temporary data folder.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // These are ceilings, never speed checks (speed is measured in the benchmarks): on a 2-core
  // machine running two journeys beside the portal, a page's cold start (its chunks compiled,
  // the session checked) has taken over 12 s, so a wait that starts at a page load allows 30.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // A journey keeps about two cores busy on its own (the browser's processes and the portal
  // answering them). On 2 cores one worker ran 25 journeys in 173 s where two took 182–208 s,
  // and contention is what made waits run long: one worker per two cores.
  workers: Math.max(1, Math.floor(availableParallelism() / 2)),
  // No retries: a journey that passes only on a second try is a failing journey.
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../artifacts/e2e-output',
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
