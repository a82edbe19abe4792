import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { layoutShifts, recordLayoutShifts, settled } from '../support/layout-shifts';
import { fetchedFontFiles, pageFontsCached } from '../support/page-fonts';
import { DEMO_ACCOUNT, openRoute, portalUrl, providerUrl } from '../support/portal';
import { withDemoSession as test, type JoinDemoSession } from '../support/signed-in';
import { startSplitPageProxy } from '../support/split-page-proxy';
import { startupScriptPaths } from '../support/startup-script-files';

/**
 * A context of the worker's demo session, `width` wide, that has seen the home page once (a
 * first visit: what a reload keeps is kept); the page of that visit is closed.
 */
async function visitedInDemoSession(browser: Browser, joinDemoSession: JoinDemoSession, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const firstVisit = await context.newPage();
  await joinDemoSession(context);
  await openRoute(firstVisit);
  await expect(firstVisit.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
  await firstVisit.close();
  return context;
}

/*
 * Issue 13, fast first load: the public pages paint before any script runs, and no page
 * moves while it loads (layout shifts, as the browser reports them, add up to 0).
 */

test('the sign-in page shows its headline and Sign in button with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(portalUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Your backups and synced data, all in one place' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The page's own stylesheet is in it: the headline is set in the theme's size, not the browser's.
  expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontSize)).not.toBe('32px');
  // Sign in works before any script has run: the form goes to the server, which sends the browser on.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/interaction/`));
  await context.close();
});

test('the sign-in page runs no app until the visitor acts, then the app takes it over', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(portalUrl());
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Loaded, and nothing more asked for: only the start-up script ran.
  await page.waitForLoadState('networkidle');
  const startup = startupScriptPaths();
  expect(startup[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  expect([...scripts].sort()).toEqual([...startup].sort());
  await expect(page.locator('html[data-app-started]')).toHaveCount(0);

  // A key pressed (the first Tab of a keyboard user) starts the app, which takes the page over.
  await page.keyboard.press('Tab');
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/interaction/`));
});

test('a first visit paints in the system font and fetches the faces after it loaded; the next page shows them', async ({ page }) => {
  await page.goto(portalUrl());
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => pageFontsCached(page)).toBe(true);
  const loadedAt = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);
  const fetched = await fetchedFontFiles(page);
  const needed = ((await page.locator('#page-font-faces').getAttribute('data-font-files')) ?? '').split(' ');
  expect(fetched.map((file) => file.path).sort()).toEqual(needed.sort());
  // Nothing of them before the page had loaded, so nothing of them before it painted.
  expect(fetched.filter((file) => file.startTime < loadedAt)).toEqual([]);
  expect(await page.locator('#page-font-faces').getAttribute('media')).toBe('not all');

  // The next page of the visit declares the faces from its first paint, and shows them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.locator('#page-font-faces').getAttribute('media')).toBe('all');
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans"', 'Sign in') && [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans' && face.status === 'loaded')))
    .toBe(true);
});

test('the sign-out page and a help page are there at their path form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${portalUrl()}/logout`);
  await expect(page.getByRole('heading', { level: 1, name: "You're signed out" })).toBeVisible();
  await page.goto(`${portalUrl()}/info-e2ee`);
  await expect(page.getByRole('heading', { level: 1, name: 'End-to-end encryption' })).toBeVisible();
  await context.close();
});

test('nothing moves when the sign-in page’s markup arrives in two parts', async ({ browser }) => {
  // The first part ends after the headline: the Sign in form and the footer come 0.8 s later.
  const proxy = await startSplitPageProxy(portalUrl(), '<form', 800);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  await page.goto(`${proxy.url}/#/login`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
  await proxy.close();
});

for (const width of [360, 1280]) {
  test(`nothing moves while the sign-in page loads and the app takes it over, at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await recordLayoutShifts(page);
    await page.goto(portalUrl());
    await expect(page).toHaveURL(/#\/login$/);
    // The app starts as the visitor acts on the page (app/start-on-intent.ts).
    await page.getByRole('button', { name: 'Sign in' }).hover();
    await settled(page);
    expect(await layoutShifts(page)).toEqual([]);
    // The app took the drawn page over as it was: nothing drawn again.
    expect(errors.filter((text) => text.includes('drawn again'))).toEqual([]);
    await context.close();
  });

  /*
   * The page's web fonts are `font-display: optional`: on a slow first visit they miss the
   * first paint and the wider system font stays. The cards' reserved heights must hold
   * either, so the page loads with both, each in a page of its own after the same first
   * visit, in the worker's demo session (signed-in.ts).
   */
  test(`nothing moves while the signed-in home page loads its cards, at ${width} px in its web fonts and in the system font`, async ({ browser, joinDemoSession }) => {
    const context = await visitedInDemoSession(browser, joinDemoSession, width);

    for (const fonts of ['its web fonts', 'the system font'] as const) {
      const page = await context.newPage();
      if (fonts === 'the system font') await page.route(/\.woff2?$/, (route) => route.abort());
      await recordLayoutShifts(page);
      await page.goto(portalUrl());
      await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
      await settled(page);
      expect(await layoutShifts(page), fonts).toEqual([]);
      await page.close();
    }
    await context.close();
  });
}

test('a signed-in phone shows the home screen’s intro before the app runs, and only on the home screen', async ({ browser, joinDemoSession }) => {
  const context = await visitedInDemoSession(browser, joinDemoSession, 360);

  // The page as the server draws it, with its inline script, and no app: every chunk but the
  // start-up script is refused.
  const page = await context.newPage();
  await page.route(/\/assets\/(?!index-)[^/]+\.js$/, (route) => route.abort());
  const intro = page.getByText('Here you can see and manage what your devices back up and sync to the cloud.');
  await page.goto(`${portalUrl()}/#/`);
  await expect(intro).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await page.goto(`${portalUrl()}/#/backup`);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(intro).toBeHidden();
  await context.close();
});

/** The screens a signed-in user opens by their address (a bookmark, a reload). */
const SCREENS = ['/backup', '/sync', '/gallery', '/reset_edp_status', '/erasure', '/info-gallery', '/error404', '/cookie-policy'];
/**
 * At each width, one screen is also opened on a CPU this much slower than this machine's (a
 * phone's, under load), where the loading frame is on show a good while before the app draws
 * the screen into it. The frame is the same for every screen: one slow screen per width finds
 * what moves in it, at a fraction of the time of them all. 6 times slower drew the loading frame
 * some 45 times before the app took it over, in ~10 s; 20 times took 29 s for that screen (the
 * others 4 s) and proved nothing more. How many frames show is not asserted: it depends on how
 * fast the data arrives (a kept answer can leave none once the app runs), which is timing.
 */
const SLOW_CPU_SCREEN: Readonly<Record<number, string>> = { 360: '/backup', 1280: '/sync' };
const SLOW_CPU_RATE = 6;

for (const width of [360, 1280]) {
  test(`nothing moves while any main screen loads from its address, at ${width} px`, async ({ browser, joinDemoSession }) => {
    const context = await visitedInDemoSession(browser, joinDemoSession, width);

    // One page, a new document per screen: a blank page between two screens, so each loads
    // from its address as a bookmark does (from one screen to the next would keep the document).
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const cdp = await context.newCDPSession(page);
    for (const screen of SCREENS) {
      const slow = SLOW_CPU_SCREEN[width] === screen;
      if (slow) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU_RATE });
      await page.goto(`${portalUrl()}/#${screen}`);
      await expect(page.locator('h1')).toBeVisible({ timeout: 60_000 });
      await settled(page);
      expect(await layoutShifts(page), screen).toEqual([]);
      if (slow) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto('about:blank');
    }
    await context.close();
  });
}
