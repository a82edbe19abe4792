import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { DEMO_ACCOUNT, openRoute, portalUrl } from '../support/portal';
import { withDemoSession as test } from '../support/signed-in';

/** A language's help texts, as the page shows them (no question interpolates anything). */
type HelpArea = Record<string, Record<string, unknown>>;
const helpTexts = (language: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/i18n/locales/${language}/help.json`, import.meta.url), 'utf8'),
  ) as HelpArea;
const HELP = helpTexts('en');

/** The six help pages of spec §2 and how many questions each answers. */
const PAGES = [
  { route: '/info', id: 'overview', count: 11 },
  { route: '/info-gallery', id: 'gallery', count: 39 },
  { route: '/info-other-synced-apps', id: 'otherSyncedApps', count: 4 },
  { route: '/info-device-backups', id: 'deviceBackups', count: 3 },
  { route: '/info-cloud-temporary-backup', id: 'temporaryBackup', count: 5 },
  { route: '/info-e2ee', id: 'e2ee', count: 10 },
] as const;

function textsOf(id: string, help: HelpArea = HELP) {
  const page = help[id] ?? {};
  const questions = Object.values(page).flatMap((entry) =>
    typeof entry === 'object' && entry !== null && 'question' in entry ? [String(entry.question)] : [],
  );
  return { title: String(page.title), questions };
}

const questionList = (page: Page) => page.getByRole('navigation', { name: 'Questions on this page' });

// One visitor's page walks the six pages by their addresses (a help page to the next keeps the document).
test('every help page shows every question to a visitor and passes axe', async ({ page }) => {
  for (const { route, id, count } of PAGES) {
    await test.step(route, async () => {
      const { title, questions } = textsOf(id);
      expect(questions).toHaveLength(count);

      // The pages may share their elements: the new title says the page has changed.
      await page.goto(`${portalUrl()}/#${route}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Public: no sign-in asked for, the address stays.
      await expect(page).toHaveURL(`${portalUrl()}/#${route}`);
      await expect(page.getByRole('button', { name: /^Account:/ })).toHaveCount(0);

      await expect(questionList(page).getByRole('link')).toHaveCount(count);
      for (const question of questions) {
        await expect(questionList(page).getByRole('link', { name: question, exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: question, exact: true })).toHaveCount(1);
      }
      await expectNoViolations(page, route);
    });
  }
});

test('a question link scrolls to its question, focuses it and keeps a shareable address', async ({ page }) => {
  await page.goto(`${portalUrl()}/#/info-gallery`);
  const question = 'Are my synced photos encrypted?';
  const heading = page.getByRole('heading', { level: 2, name: question });
  await expect(heading).not.toBeInViewport();

  await questionList(page).getByRole('link', { name: question }).click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(`${portalUrl()}/#/info-gallery?q=encryption`);

  // The address opens at the same question, in a new tab as after a reload.
  const shared = await page.context().newPage();
  await shared.goto(`${portalUrl()}/#/info-gallery?q=encryption`);
  await expect(shared.getByRole('heading', { level: 2, name: question })).toBeInViewport();
  await expect(shared.getByRole('heading', { level: 2, name: question })).toBeFocused();
  await shared.close();
});

test('the keyboard reaches a question through the list', async ({ page }) => {
  await page.goto(`${portalUrl()}/#/info-e2ee`);
  await questionList(page).getByRole('link', { name: 'Can I delete end-to-end encrypted data?' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Can I delete end-to-end encrypted data?' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page).toHaveURL(/\?q=delete-protected$/);
});

test('the temporary-backup help links to the device-backups help', async ({ page }) => {
  await page.goto(`${portalUrl()}/#/info-cloud-temporary-backup`);
  await page.getByRole('link', { name: 'Read about standard device backups' }).click();
  await expect(page).toHaveURL(`${portalUrl()}/#/info-device-backups`);
  await expect(page.getByRole('heading', { level: 1, name: 'Device backups' })).toBeVisible();
});

test('help pages fit a 360 px screen and pass axe in high contrast', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${portalUrl()}/#/info-gallery`);
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery sync' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${portalUrl()}/#/info-device-backups`);
  await page.getByRole('switch', { name: 'High contrast' }).click();
  await expect(page.locator('html')).toHaveClass(/high-contrast/);
  await expectNoViolations(page);
});

test('a signed-in reader keeps the header on a help page', async ({ page, joinDemoSession }) => {
  await joinDemoSession(page.context());
  await openRoute(page, '/info-e2ee');
  await expect(page.getByRole('heading', { level: 1, name: 'End-to-end encryption' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Account: ${DEMO_ACCOUNT.name}` })).toBeVisible();
});

/** Opens the page with a language chosen earlier (kept in local storage, as the picker does). */
async function openInLanguage(page: Page, route: string, language: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('cp.language', stored), language);
  await page.goto(`${portalUrl()}/#${route}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('every help page shows every question in German too', async ({ page }) => {
  const german = helpTexts('de');
  const questionsHeading = String(german.common?.questionsHeading);
  for (const { route, id, count } of PAGES) {
    const { title, questions } = textsOf(id, german);
    expect(questions).toHaveLength(count);
    await openInLanguage(page, route, 'de');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const list = page.getByRole('navigation', { name: questionsHeading });
    await expect(list.getByRole('link')).toHaveCount(count);
    for (const question of questions) {
      await expect(page.getByRole('heading', { level: 2, name: question, exact: true })).toHaveCount(1);
    }
  }
});

for (const language of ['ar', 'he']) {
  test(`a help page in ${language} reads right to left and passes axe`, async ({ page }) => {
    const { title, questions } = textsOf('e2ee', helpTexts(language));
    await openInLanguage(page, '/info-e2ee', language);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    for (const question of questions) {
      await expect(page.getByRole('heading', { level: 2, name: question, exact: true })).toHaveCount(1);
    }
    await expectNoViolations(page);
  });
}
