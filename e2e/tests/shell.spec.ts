import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { SCROLL_BAR_IDLE_MS } from '@cloud-portal/domain/constants';
import { DEMO_ACCOUNT, LOCKED_ACCOUNT, openRoute, portalUrl, signInOverHttp } from '../support/portal';
import { withDemoSession as test, type JoinDemoSession } from '../support/signed-in';


/** The home screen after a sign-in of the journey's own: for a journey that signs out. */
async function signedInHome(page: Page): Promise<void> {
  await signInOverHttp(page, DEMO_ACCOUNT);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
}

/** The home screen in the worker's demo session (signed-in.ts): for a journey that only looks. */
async function demoHome(page: Page, joinDemoSession: JoinDemoSession): Promise<void> {
  await joinDemoSession(page.context());
  await openRoute(page);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
}

/** Presses Tab until the element has focus, as a keyboard user would. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    const focusedName = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    if (focusedName.trim() === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

test('the user drawer works with the keyboard alone', async ({ page }) => {
  await signedInHome(page);
  const profileButton = page.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` });

  await tabTo(page, `Account: ${DEMO_ACCOUNT.name}`);
  await expect(profileButton).toBeFocused();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Account' });
  await expect(drawer).toBeVisible();
  await expect(profileButton).toHaveAttribute('aria-expanded', 'true');
  const manage = drawer.getByRole('button', { name: /manage your account/i });
  // FIND_DEVICE_URL is the portal's own My devices by default: named as that screen.
  const find = drawer.getByRole('link', { name: 'My devices' });
  const security = drawer.getByRole('link', { name: 'Security' });
  const signOut = drawer.getByRole('button', { name: 'Sign out' });
  await expect(manage).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(find).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(security).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(manage).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(security).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(signOut).toBeFocused();
  await expectNoViolations(page);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(profileButton).toBeFocused();
  await expect(profileButton).toHaveAttribute('aria-expanded', 'false');

  // Enter on the focused action activates it: sign out lands on the sign-out page.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${portalUrl()}/#/logout`);
});

test('a wide screen has the side navigation and the footer; both pass axe, also in high contrast', async ({ page, joinDemoSession }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await demoHome(page, joinDemoSession);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Backups', exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(`© ${new Date().getFullYear()} Cloud Portal`)).toBeVisible();
  await expect(footer.getByRole('button', { name: 'United States / English' })).toBeVisible();
  // Debian's Chromium is the recommended kind of browser: no footnote.
  await expect(footer.getByText(/works best in/)).toHaveCount(0);
  // No cookie regime in the US: no cookie links.
  await expect(footer.getByRole('link', { name: 'Cookies' })).toHaveCount(0);
  await expectNoViolations(page);

  await footer.getByRole('switch', { name: 'High contrast' }).click();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await expect(page.getByRole('img', { name: 'Cloud Portal home' })).toHaveAttribute('src', '/brand/logo-high-contrast.svg');
  await expectNoViolations(page);

  // It stays on after a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await footer.getByRole('switch', { name: 'High contrast' }).click();
  await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
});

test('a visitor who presses the logo on the sign-in page stays there, not signed out', async ({ page }) => {
  await page.goto(portalUrl());
  const headline = page.getByRole('heading', { level: 1, name: 'Your backups and synced data, all in one place' });
  await expect(headline).toBeVisible();
  // Pressed at once: the app starts as the visitor acts, and the press is answered either way.
  await page.getByRole('link', { name: 'Cloud Portal home' }).click();
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  await expect(page).toHaveURL(/#\/login$/);
  await expect(headline).toBeVisible();
  await page.getByRole('link', { name: 'Cloud Portal home' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(headline).toBeVisible();
  await expect(page.getByRole('heading', { name: "You're signed out" })).toHaveCount(0);
});

test('signing out turns high contrast off on the sign-out page', async ({ page }) => {
  await signedInHome(page);
  await page.getByRole('contentinfo').getByRole('switch', { name: 'High contrast' }).click();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await page.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're signed out" })).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/high-contrast/);
});

test('a user whose cloud is locked is offered help and sign-out, and nothing that leads back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Home's calls answer "locked": the portal moves to the locked-cloud page.
  await signInOverHttp(page, LOCKED_ACCOUNT);
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cloud is locked' })).toBeVisible();
  // Neither the page nor the side navigation offers home or a screen with data.
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0);
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Backups', exact: true })).toHaveCount(0);
  await expectNoViolations(page);

  await main.getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Cloud Portal' })).toBeVisible();
  await page.goBack();
  await main.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're signed out" })).toBeVisible();
  await context.close();
});

test('the scroll bar rests hidden after 6 seconds idle and shows again as the reader scrolls', async ({ page }) => {
  // The page's clock is Playwright's: the idle seconds pass at once (fastForward), not in real time.
  await page.clock.install();
  await page.goto(`${portalUrl()}/#/info-gallery`);
  await expect(page.locator('html[data-app-started]')).toHaveCount(1);
  const scrollBarColour = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollbarColor);
  expect(await scrollBarColour()).toBe('auto');
  // The exact 6 s is the unit test's (features/shell/idle-scroll-bar.test.ts): here, that it happens.
  await page.clock.fastForward(SCROLL_BAR_IDLE_MS);
  await expect.poll(scrollBarColour).toBe('rgba(0, 0, 0, 0) rgba(0, 0, 0, 0)');
  await page.mouse.wheel(0, 200);
  await expect.poll(scrollBarColour).toBe('auto');
});

test('the logo goes home from a help page and reloads the home page', async ({ page, joinDemoSession }) => {
  await joinDemoSession(page.context());
  await openRoute(page, '/info');
  await expect(page.getByRole('heading', { level: 1, name: 'About Cloud Portal' })).toBeVisible();
  await page.getByRole('link', { name: 'Cloud Portal home' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/`);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();

  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Cloud Portal home' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
});

// One page for the three widths: each width is the same home screen, resized.
test('at 360, 600 and 960 px the toolbar and sidebar take over the header', async ({ page, joinDemoSession }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await demoHome(page, joinDemoSession);
  for (const width of [360, 600, 960]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectNoViolations(page, `home at ${width} px`);

      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      const sidebar = page.getByRole('navigation', { name: 'Main' });
      await expect(sidebar.getByRole('link', { name: 'Home' })).toBeFocused();
      await expect(page.getByRole('link', { name: 'Cloud Portal home' })).toBeVisible();
      await expectNoViolations(page, `sidebar at ${width} px`);

      await sidebar.getByRole('link', { name: 'Device backups' }).click();
      await expect(page).toHaveURL(`${portalUrl()}/#/info-device-backups`);
      await expect(sidebar).toHaveCount(0);
      // A help page: Back and the page title instead of the logo; Back returns to the last screen.
      const banner = page.getByRole('banner');
      await expect(banner.getByText('Device backups')).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Cloud Portal home' })).toHaveCount(0);
      await expectNoViolations(page, `help page at ${width} px`);
      await banner.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(`${portalUrl()}/#/`);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
    });
  }
});
