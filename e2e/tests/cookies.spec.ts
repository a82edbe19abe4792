import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { buildHasCollector, E2E_ANALYTICS_ENDPOINT, expectNothingMeasured, watchAnalytics } from '../support/analytics-collector';
import { portalUrl } from '../support/portal';

const ANALYTICS_COOKIES = ['_ga', '_gat', '_gid'];


async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(portalUrl())).map((cookie) => cookie.name);
}

/**
 * A viewer in Germany (a country with a cookie regime), as if chosen on the location page.
 * Without a collector in the build nothing is ever measured, so "no analytics cookie" would
 * prove nothing: the journeys need the build to carry theirs.
 */
test.beforeEach(async ({ page }) => {
  expect(
    buildHasCollector(),
    `build the web app with VITE_ANALYTICS_ENDPOINT=${E2E_ANALYTICS_ENDPOINT} for these journeys`,
  ).toBe(true);
  await page.addInitScript(() => {
    if (localStorage.getItem('cp.country') === null) localStorage.setItem('cp.country', 'DE');
  });
});

test('declining keeps every analytics cookie and pageview away, and the banner does not come back', async ({ page, context }) => {
  const watch = await watchAnalytics(page);
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
  const banner = page.getByRole('region', { name: 'Cookies on Cloud Portal' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: /privacy policy/i })).toHaveAttribute('href', /locale=en_DE/);
  // Where consent applies, the sign-in page says so under its button too.
  await expect(page.getByText('We use essential cookies to keep you signed in. By signing in, you accept their use.', { exact: true })).toBeVisible();
  await expectNoViolations(page);

  await banner.getByRole('button', { name: 'Continue without accepting' }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await context.cookies(portalUrl())).find((cookie) => cookie.name === 'cp_consent');
  expect(consent?.value).toBe('1');
  // 365 days, give or take the test's own run time.
  expect((consent?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(await page.evaluate(() => localStorage.getItem('cp.cookies.analytics'))).toBe('false');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toHaveCount(0);
  await page.goto(`${portalUrl()}/#/cookie-policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expectNothingMeasured(page, watch);
  const names = await cookieNames(context);
  for (const name of ANALYTICS_COOKIES) expect(names).not.toContain(name);
});

test('accepting all records both flags, hides the banner and starts counting pageviews', async ({ page, context }) => {
  const watch = await watchAnalytics(page);
  await page.goto(portalUrl());
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toBeVisible();
  // Nothing is measured before the choice.
  await expectNothingMeasured(page, watch);
  for (const name of ANALYTICS_COOKIES) expect(await cookieNames(context)).not.toContain(name);

  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toHaveCount(0);
  expect(await cookieNames(context)).toContain('cp_consent');
  expect(
    await page.evaluate(() => [localStorage.getItem('cp.cookies.functional'), localStorage.getItem('cp.cookies.analytics')]),
  ).toEqual(['true', 'true']);
  // The screen on show is counted, under its page name, with the anonymous ids now made.
  await expect.poll(() => watch.hits.length).toBeGreaterThan(0);
  // The client's fetch is seen when it happens: its absence before the choice proves something.
  expect(watch.clientLoads).toHaveLength(1);
  const cookies = await context.cookies(portalUrl());
  const visitorId = cookies.find((cookie) => cookie.name === '_ga')?.value;
  expect(visitorId).toMatch(/^GA1\.1\.\d+\.\d+$/);
  expect(cookies.map((cookie) => cookie.name)).toContain('_gid');
  expect(Object.fromEntries(watch.hits[0] ?? [])).toMatchObject({ t: 'pageview', aip: '1', dp: '/login', cid: visitorId });

  // Each screen counts once more.
  await page.goto(`${portalUrl()}/#/cookie-policy`);
  await expect.poll(() => watch.hits.map((hit) => hit.get('dp'))).toContain('/cookie-policy');
});

test('cookie management shows each category with its cookies and saves the choice', async ({ page, context }) => {
  const watch = await watchAnalytics(page);
  await page.goto(portalUrl());
  await page.getByRole('region', { name: 'Cookies on Cloud Portal' }).getByRole('button', { name: 'Manage cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Essential cookies' })).toContainText('Always on');

  const analytics = dialog.getByRole('region', { name: 'Analytical and performance cookies' });
  await analytics.getByRole('button', { name: /view cookies/i }).click();
  await expect(analytics.getByRole('rowheader')).toHaveText(ANALYTICS_COOKIES);
  await expectNoViolations(page);
  await analytics.getByRole('button', { name: /hide cookies/i }).click();
  await expect(analytics.getByRole('table')).toHaveCount(0);

  await dialog.getByRole('switch', { name: 'Allow functional cookies' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [localStorage.getItem('cp.cookies.functional'), localStorage.getItem('cp.cookies.analytics')]),
  ).toEqual(['true', 'false']);
  // Functional cookies only: still nothing measured.
  await expectNothingMeasured(page, watch);
  for (const name of ANALYTICS_COOKIES) expect(await cookieNames(context)).not.toContain(name);

  // The footer offers the cookie links and settings where consent applies.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Cookies' })).toBeVisible();
  await footer.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage cookies' }).getByRole('switch', { name: 'Allow functional cookies' })).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the cookie policy and its cookie list, without the banner', async ({ page }) => {
  await page.goto(`${portalUrl()}/#/cookie-policy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page.getByText('Last updated: 01/03/2021')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toHaveCount(0);
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'See every cookie we use' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/cookie-policy/cookie-list`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies we use' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'portal_session' })).toBeVisible();
  await expectNoViolations(page);

  await page.locator('html').evaluate((html) => html.classList.add('high-contrast'));
  await expectNoViolations(page);
});

test('the cookie policy sends a viewer without a cookie regime home', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cp.country', 'US'));
  await page.goto(`${portalUrl()}/#/cookie-policy`);
  // Home, which sends a visitor on to the login page.
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('region', { name: 'Cookies on Cloud Portal' })).toHaveCount(0);
});
