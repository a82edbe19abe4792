import { launch, type LaunchedChrome } from 'chrome-launcher';

/**
 * Debian's Chromium (scripts/ensure-system-packages.sh), headless, started the way the
 * `lighthouse` command starts a browser (chrome-launcher with its default flags) and
 * listening for DevTools on a free port, where Lighthouse and Playwright both connect.
 */
export function launchBenchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    logLevel: 'silent',
  });
}
