import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, NO_PICTURE_ACCOUNT, portalUrl, providerUrl, signIn } from '../support/portal';

/**
 * The sign-out page's marker as stored (sealed: its text hides what it says) and as opened
 * with the browser's own key, the way the portal seals local storage (AES-GCM, the storage
 * key as additional data; apps/web/src/lib/encrypted-storage.ts).
 */
async function openSignInMarker(page: Page): Promise<{ sealed: boolean; opened: unknown }> {
  return page.evaluate(async () => {
    const storageKey = 'cp.signInFromSignedOutPage';
    const stored = localStorage.getItem(storageKey);
    if (stored === null) return { sealed: false, opened: null };
    const { iv, data } = JSON.parse(stored) as { iv: string; data: string };
    const bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    const key = await new Promise<CryptoKey>((resolve, reject) => {
      const open = indexedDB.open('cp-keys');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const read = open.result.transaction('keys').objectStore('keys').get('local-storage');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => resolve(read.result as CryptoKey);
      };
    });
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes(iv), additionalData: new TextEncoder().encode(storageKey) },
      key,
      bytes(data),
    );
    return { sealed: !stored.includes('logout'), opened: JSON.parse(new TextDecoder().decode(plain)) as unknown };
  });
}

test('npm start prints the portal URL and the demo credentials', () => {
  const output = process.env.PORTAL_START_OUTPUT ?? '';
  expect(output).toContain(`Cloud Portal is running: ${portalUrl()}`);
  expect(output).toMatch(/demo@example\.com\s+CloudDemo-1/);
});

test("a newcomer signs in, sees the home screen and the drawer, and signs out", async ({ page }) => {
  await page.goto(portalUrl());
  // A visitor lands on the login page: intro video, headline, Sign in; in the US, which is
  // exempt from cookie consent, no cookie notice (cookies.spec.ts has Germany's).
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Your backups and synced data, all in one place' })).toBeVisible();
  // The poster is in the page itself (a data URI): the first paint waits for no picture.
  await expect(page.locator('video')).toHaveAttribute('poster', /^data:image\/webp;base64,/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('We use essential cookies to keep you signed in. By signing in, you accept their use.', { exact: true })).toHaveCount(0);
  await expectNoViolations(page);

  await signIn(page, DEMO_ACCOUNT);

  // Back at the portal, the success flag cleaned from the address, the home screen greets by name.
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
  expect(page.url()).not.toContain('success=1');
  expect(new URL(page.url()).origin).toBe(portalUrl());

  // The profile button opens the user drawer: picture, display name, login id.
  const profileButton = page.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` });
  await profileButton.click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(DEMO_ACCOUNT.name)).toBeVisible();
  await expect(drawer.getByText(DEMO_ACCOUNT.loginId)).toBeVisible();
  await expect(drawer.locator('img')).toHaveAttribute('src', `${providerUrl()}/pictures/alex-morgan.svg`);
  await expectNoViolations(page);

  // Sign out ends the server session and lands on the sign-out page, which offers Sign in again.
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/logout`);
  await expect(page.getByRole('heading', { name: "You're signed out" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const session = await page.request.get(`${portalUrl()}/auth/session`, { headers: { 'x-portal-client': 'cloud-portal-web' } });
  expect(session.status()).toBe(401);

  // Its Sign in seals a marker in local storage before leaving for the provider (spec §2),
  // under a key this browser made after the page forgot the old one. The provider's page is
  // refused here, so the portal's page stays to be read.
  await page.route(`${providerUrl()}/auth?**`, (route) => route.abort('aborted'));
  const leaving = page.waitForRequest(`${providerUrl()}/auth?**`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await leaving;
  expect(await openSignInMarker(page)).toEqual({ sealed: true, opened: { from: '/logout' } });
});

test('an account without a picture shows the first letter of its name in the drawer', async ({ page }) => {
  await signIn(page, NO_PICTURE_ACCOUNT);
  await expect(page.getByRole('heading', { name: `Welcome, ${NO_PICTURE_ACCOUNT.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Account: ${NO_PICTURE_ACCOUNT.name}` }).press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer.locator('img')).toHaveCount(0);
  await expect(drawer.getByText('S', { exact: true })).toBeVisible();
});

test('a wrong password is refused with a clear message and signs nobody in', async ({ page }) => {
  await signIn(page, { loginId: DEMO_ACCOUNT.loginId, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('The ID or password is incorrect.');
  await expect(page).toHaveURL(new RegExp(`^${providerUrl()}/`));
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
});

test('a tampered state on the way back creates no session and shows the 400 page', async ({ page }) => {
  // Playwright cannot touch the redirect that brings the browser back, so the state is
  // altered on its way out: the provider echoes it, and it is not the one the portal issued.
  await page.route(`${providerUrl()}/auth?**`, async (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('state', `${url.searchParams.get('state')}tampered`);
    await route.continue({ url: url.href });
  });
  await signIn(page, DEMO_ACCOUNT);
  await expect(page).toHaveURL(`${portalUrl()}/#/error400`);
  await expect(page.getByRole('heading', { name: 'Pardon?' })).toBeVisible();
  await page.unroute(`${providerUrl()}/auth?**`);
  await page.goto(portalUrl());
  await expect(page).toHaveURL(/#\/login$/);
});

test('after sign-out the Back button does not show private data', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNT);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
  await page.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/logout`);

  await page.goBack();
  await expect(page).toHaveURL(/#\/(login|logout)$/);
  await expect(page.getByText(DEMO_ACCOUNT.name)).toHaveCount(0);
  await expect(page.getByText(DEMO_ACCOUNT.loginId)).toHaveCount(0);
});

test('the path form of a screen reaches the same screen', async ({ page }) => {
  await page.goto(`${portalUrl()}/logout`);
  await expect(page).toHaveURL(`${portalUrl()}/#/logout`);
  await expect(page.getByRole('heading', { name: "You're signed out" })).toBeVisible();
});
