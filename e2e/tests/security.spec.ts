import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, portalUrl, signIn } from '../support/portal';

/**
 * Issue 15 part 3: two browsers signed in to the demo account; the first signs the second
 * out on the security page, and the second lands on the signed-out page at its next click.
 * The second browser says it is Firefox, so the first can tell it from any other demo
 * session the other journeys hold (none of them is signed out here).
 */
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('a browser signs another one out on #/security, which is signed out at its next click', async ({
  browser,
}) => {
  const first = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const second = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'UTC',
    userAgent: FIREFOX_ON_LINUX,
  });
  try {
    const firstPage = await first.newPage();
    const secondPage = await second.newPage();
    for (const page of [firstPage, secondPage]) {
      await signIn(page, DEMO_ACCOUNT);
      await expect(
        page.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` }),
      ).toBeVisible();
    }

    // The first opens the security page from the user drawer, with the keyboard.
    await firstPage.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` }).press('Enter');
    const drawer = firstPage.getByRole('dialog', { name: 'Account' });
    await drawer.getByRole('link', { name: 'Security' }).press('Enter');
    await expect(firstPage).toHaveURL(`${portalUrl()}/#/security`);
    await expect(firstPage.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(firstPage.locator('[aria-busy="true"]')).toHaveCount(0);

    const browsers = firstPage.getByRole('region', { name: "Where you're signed in" });
    const thisBrowser = browsers.getByRole('listitem').first();
    await expect(thisBrowser).toContainText('This browser');
    await expect(thisBrowser).toContainText('Chrome');
    const firefox = browsers.getByRole('listitem', { name: 'Firefox 133 on Linux' });
    await expect(firefox).toHaveCount(1);
    await expect(firefox).toContainText('Verified');
    // The sign-ins are among the recent events.
    await expect(
      firstPage
        .getByRole('region', { name: 'Recent security events' })
        .getByText('Signed in')
        .first(),
    ).toBeVisible();
    await expectNoViolations(firstPage);

    await firefox.getByRole('button', { name: /^Sign out/ }).click();
    await expect(browsers.getByRole('status')).toHaveText('Firefox 133 on Linux was signed out.');
    await expect(browsers.getByRole('listitem', { name: 'Firefox 133 on Linux' })).toHaveCount(0);
    await expect(browsers.getByRole('heading', { level: 2 })).toBeFocused();

    // The second browser does not know yet; its next click signs it out.
    await expect(
      secondPage.getByRole('heading', { name: `Welcome, ${DEMO_ACCOUNT.name}` }),
    ).toBeVisible();
    await secondPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Backups', exact: true })
      .click();
    await expect(secondPage).toHaveURL(`${portalUrl()}/#/logout`);
    await expect(secondPage.getByRole('heading', { name: "You're signed out" })).toBeVisible();

    // The first browser goes on as before.
    await firstPage
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Backups', exact: true })
      .click();
    await expect(firstPage).toHaveURL(`${portalUrl()}/#/backup`);
  } finally {
    await first.close();
    await second.close();
  }
});
