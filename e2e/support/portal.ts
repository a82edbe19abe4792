import { expect, type BrowserContext, type Page } from '@playwright/test';
import { readForm } from '../../apps/idp/src/test-support/test-browser';

/** Where the global setup started the portal and its sign-in provider. */
export function portalUrl(): string {
  const url = process.env.PORTAL_URL;
  if (!url) throw new Error('PORTAL_URL is not set: run the tests through playwright.config.ts (global setup)');
  return url;
}

/** The shared portal's data folder (its demo devices' credentials are there). */
export function portalDataDir(): string {
  const dataDir = process.env.PORTAL_DATA_DIR;
  if (!dataDir) throw new Error('PORTAL_DATA_DIR is not set');
  return dataDir;
}

export function providerUrl(): string {
  const url = process.env.IDP_URL;
  if (!url) throw new Error('IDP_URL is not set');
  return url;
}

export const DEMO_ACCOUNT = { loginId: 'demo@example.com', password: 'CloudDemo-1', name: 'Alex Morgan' } as const;
export const NO_PICTURE_ACCOUNT = { loginId: 'nopicture@example.com', password: 'CloudDemo-2', name: 'Sam Taylor' } as const;
/** The demo account whose cloud is locked (apps/idp/seed/demo-accounts.json). */
export const LOCKED_ACCOUNT = { loginId: 'locked@example.com', password: 'CloudDemo-4', name: 'Riley Chen' } as const;

/** Where a journey's portal and provider run: the shared stack's unless a journey started its own. */
export interface StackUrls {
  portalUrl: string;
  providerUrl: string;
}

/** From the portal's login page through the provider's login form, back to the portal. */
export async function signIn(
  page: Page,
  account: { loginId: string; password: string },
  stack: StackUrls = { portalUrl: portalUrl(), providerUrl: providerUrl() },
): Promise<void> {
  await page.goto(stack.portalUrl);
  // The app has taken the page over: Sign in goes the app's way (a form prepared by a call),
  // which journeys that watch the way to the provider rely on. The way before the app starts
  // (the page's own form) has its own journey (first-load.spec.ts). On the sign-in page the
  // app starts when the visitor acts: here, as the pointer comes to the button.
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await signInButton.hover();
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  await signInButton.click();
  await expect(page).toHaveURL(new RegExp(`^${stack.providerUrl}/interaction/`));
  await page.getByLabel('ID (e-mail address)').fill(account.loginId);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs `account` in over HTTP, in the browser context's cookie jar: the sign-in page's own
 * form (`/auth/authorize`), the provider's login form, and the way back, as the browser would
 * go without drawing a page. Opens no page: a journey about what comes after signing in then
 * opens the screen it is about by its address, as a signed-in user's bookmark does. Signing in
 * through the pages has journeys of its own (sign-in.spec.ts, first-load.spec.ts). A journey
 * that confirms the password, signs out or times out signs in for itself: a session shared
 * between journeys would carry that into the next; journeys that only look use the worker's
 * session (signed-in.ts).
 */
export async function signInCookies(
  context: BrowserContext,
  account: { loginId: string; password: string },
  stack: StackUrls = { portalUrl: portalUrl(), providerUrl: providerUrl() },
): Promise<void> {
  const { request } = context;
  const authorize = new URL('/auth/authorize', stack.portalUrl);
  for (const [name, value] of Object.entries({ returnTo: '/', goBackRoute: '/login', locale: 'en-US', countryCode: 'US' })) {
    authorize.searchParams.set(name, value);
  }
  const loginPage = await request.get(authorize.href);
  expect(loginPage.url(), 'the sign-in should reach the provider’s login form').toMatch(new RegExp(`^${stack.providerUrl}/interaction/`));
  const form = readForm(await loginPage.text(), loginPage.url());
  const back = await request.post(form.action, {
    form: { ...form.fields, loginId: account.loginId, password: account.password },
    headers: { origin: stack.providerUrl },
  });
  expect(new URL(back.url()).origin, `the provider should send the browser back (it answered ${back.status()})`).toBe(stack.portalUrl);
}

/**
 * Signs `account` in over HTTP (signInCookies), then opens the screen at `route` (the home
 * screen unless given) by its address and waits until the app has started.
 */
export async function signInOverHttp(
  page: Page,
  account: { loginId: string; password: string },
  route = '/',
  stack: StackUrls = { portalUrl: portalUrl(), providerUrl: providerUrl() },
): Promise<void> {
  await signInCookies(page.context(), account, stack);
  await openRoute(page, route, stack.portalUrl);
}

/** Opens the screen at `route` by its address, as a bookmark does, and waits until the app has started. */
export async function openRoute(page: Page, route = '/', portal = portalUrl()): Promise<void> {
  await page.goto(`${portal}/#${route}`);
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
}

/**
 * Opens a screen by its hash route and waits until that screen shows its heading and has
 * loaded. Going from one hash route to another keeps the document, and the old screen stays
 * until the new one's data has loaded: its heading is marked first, so the heading waited
 * for is the new screen's. (On a page that is not the portal's yet, there is nothing to mark.)
 */
export async function showHashRoute(page: Page, route: string): Promise<void> {
  await page.evaluate((hash) => {
    // Already there: the screen stays, and so does its heading.
    if (location.hash === hash) return;
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-left-behind', ''));
  }, `#${route}`);
  await page.goto(`${portalUrl()}/#${route}`);
  await expect(page.locator('h1:not([data-left-behind])').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
