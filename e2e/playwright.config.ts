import { defineConfig } from '@playwright/test';

// Whole-stack journeys in Debian's Chromium (installed by scripts/ensure-system-packages.sh;
// Playwright never downloads a browser here). The global setup starts the real portal and
// sign-in provider the way `npm start` does, on free ports and a temporary data folder.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
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
