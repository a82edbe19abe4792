import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, portalUrl, signInOverHttp } from '../support/portal';

/** Sets the run-time override the idle time-out reads, instead of 30 minutes. */
async function shortenIdleTimeout(page: Page, timeoutMs: number): Promise<void> {
  await page.addInitScript((ms) => sessionStorage.setItem('cp.idleTimeoutMs', String(ms)), timeoutMs);
}

async function signedInHome(page: Page): Promise<void> {
  await signInOverHttp(page, DEMO_ACCOUNT);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
}

// The page's clock is Playwright's in both journeys: the idle time passes at once
// (fastForward), not in real seconds; the server's clock is the real one, so its session is
// as fresh as the test.
test('an idle user is signed out and lands on the time-out page', async ({ page }) => {
  // Long enough that the warning is still up when looked for, however busy the machine.
  const timeoutMs = 30_000;
  await page.clock.install();
  await shortenIdleTimeout(page, timeoutMs);
  await signedInHome(page);

  // The warning comes halfway through, before the time-out; left alone, the time-out follows.
  await page.clock.fastForward(timeoutMs / 2 + 1000);
  await expect(page.getByRole('alertdialog', { name: "You'll be signed out soon" })).toBeVisible();
  await page.clock.fastForward(timeoutMs / 2);
  await expect(page).toHaveURL(`${portalUrl()}/#/timeout`);
  await expect(page.getByRole('heading', { name: 'You were away for a while' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(DEMO_ACCOUNT.name)).toHaveCount(0);
  const session = await page.request.get(`${portalUrl()}/auth/session`, {
    headers: { 'x-portal-client': 'cloud-portal-web' },
  });
  expect(session.status()).toBe(401);
  await expectNoViolations(page);
});

test('the warning lets the user stay signed in, on the page and on the server', async ({ page }) => {
  const timeoutMs = 30_000;
  await page.clock.install();
  await shortenIdleTimeout(page, timeoutMs);
  await signedInHome(page);

  // The warning comes halfway through a time-out this short.
  const warning = page.getByRole('alertdialog', { name: "You'll be signed out soon" });
  await page.clock.fastForward(timeoutMs / 2 + 1000);
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await expectNoViolations(page);

  const keepAlive = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/session');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  expect((await keepAlive).status()).toBe(200);
  await expect(warning).toHaveCount(0);

  // Past the moment the first warning would have signed the user out: still on the page and
  // signed in on the server. (The next warning may be open by now, hiding the page behind it
  // from the accessibility tree: the heading is looked for hidden or not.)
  await page.clock.fastForward(timeoutMs / 2 + 2000);
  // The count started again at the click: its own warning shows now, on the same page.
  await expect(warning).toBeVisible();
  await expect(page).toHaveURL(`${portalUrl()}/#/`);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}`, includeHidden: true })).toBeAttached();
  const session = await page.request.get(`${portalUrl()}/auth/session`, { headers: { 'x-portal-client': 'cloud-portal-web' } });
  expect(session.status()).toBe(200);
});
