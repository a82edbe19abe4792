import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { repoRoot } from '../support/global-setup';
import { openRoute, portalDataDir, portalUrl, showHashRoute } from '../support/portal';
import { withDemoSession as test, type JoinDemoSession } from '../support/signed-in';
import { translation } from '../support/translations';

/*
 * Issue 18 part 5: an operator posts an announcement with `npm run announce`, the bar shows
 * it, its user closes it and it stays closed after a reload; the demo account's old phone,
 * whose backup is deleted within 30 days (last backed up 340 days ago), is in the
 * notification drawer and the e-mail went to the outbox; the bar and the drawer pass axe in
 * the three modes.
 *
 * The announcement is posted for New Zealand alone, and these journeys browse from there:
 * the other journeys (browsing from the United States) never see it.
 */

const COUNTRY = 'NZ';
const TITLE = `Planned maintenance ${Date.now()}`;
const BODY = 'The portal is unavailable on Sunday from 02:00 to 04:00 UTC.';

type Mode = 'default' | 'high contrast' | 'right-to-left';

/** Runs the announce command against the journeys' portal, as an operator would; answers what it printed. */
function announce(...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/announce.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, PORT: new URL(portalUrl()).port, DATA_DIR: portalDataDir() } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

/** The demo account's home screen in the worker's demo session, browsing from New Zealand in `mode`. */
async function openFromNewZealand(page: Page, joinDemoSession: JoinDemoSession, mode: Mode = 'default'): Promise<void> {
  await joinDemoSession(page.context());
  await openRoute(page);
  await page.evaluate(
    ({ country, highContrast, rtl }) => {
      localStorage.setItem('cp.country', country);
      if (highContrast) localStorage.setItem('cp.highContrast', '1');
      if (rtl) localStorage.setItem('cp.language', 'ar');
    },
    { country: COUNTRY, highContrast: mode === 'high contrast', rtl: mode === 'right-to-left' },
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', mode === 'right-to-left' ? 'rtl' : 'ltr');
  await showHashRoute(page, '/');
}

const bar = (page: Page) => page.locator('section[data-announcement-id]');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const until = new Date(Date.now() + 2 * 24 * 3600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const printed = await announce('--title', TITLE, '--body', BODY, '--until', until, '--countries', COUNTRY);
  expect(printed).toMatch(new RegExp(`^Announcement [0-9a-f-]{36} posted: "${TITLE}", shown in every language, in ${COUNTRY} from `));
});

test('the announce command says what is wrong with bad input', async () => {
  await expect(announce('--title', 'No end', '--body', 'B')).rejects.toThrow(/--until is required/);
  await expect(announce('--title', 'T', '--body', 'B', '--until', 'soon')).rejects.toThrow(/--until must be an ISO 8601 date/);
});

test('a posted announcement shows in a 60 px bar, opens, closes, and stays closed after a reload', async ({ page, joinDemoSession }) => {
  await openFromNewZealand(page, joinDemoSession);
  const announcement = bar(page);
  await expect(announcement.getByText(TITLE)).toBeVisible();
  expect((await announcement.locator('div').first().boundingBox())?.height).toBe(60);

  await announcement.getByRole('button', { name: 'View' }).click();
  await expect(announcement.getByText(BODY)).toBeVisible();
  await expect(announcement.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');

  await announcement.getByRole('button', { name: 'Close announcement' }).click();
  await expect(bar(page)).toHaveCount(0);
  await expect(page.locator('#main-content')).toBeFocused();

  await page.reload();
  await showHashRoute(page, '/backup');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
});

test('the old phone’s backup, deleted within 30 days, is in the drawer and was e-mailed', async ({ page, joinDemoSession }) => {
  await openFromNewZealand(page, joinDemoSession);
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer).toBeFocused();
  const reminder = drawer.getByRole('listitem').filter({ hasText: /^.*The backup of Old phone will be deleted in \d+ days\./ });
  await expect(reminder).toHaveCount(1);
  const days = Number(/deleted in (\d+) days/.exec((await reminder.textContent()) ?? '')?.[1]);
  expect(days).toBeGreaterThan(7);
  expect(days).toBeLessThanOrEqual(30);

  // The same reminder, e-mailed once, with its unsubscribe link.
  const outbox = path.join(portalDataDir(), 'outbox');
  const emails = await Promise.all(
    (await readdir(outbox)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(outbox, name), 'utf8')),
  );
  const reminders = emails.filter(
    (email) => /^To: demo@example\.com$/m.test(email) && new RegExp(`^Subject: The backup of Old phone will be deleted in ${days} days$`, 'm').test(email),
  );
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.replace(/=\r?\n/g, '')).toContain(`${portalUrl()}/mail/unsubscribe?token=`);

  // Read: the count goes down, the item stays without its button.
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await reminder.getByRole('button', { name: 'Mark as read' }).click();
  await expect(reminder.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  const after = unreadBefore - 1;
  await expect(page.getByRole('button', { name: after === 0 ? 'Notifications' : `Notifications, ${after} unread`, exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeFocused();
});

for (const mode of ['default', 'high contrast', 'right-to-left'] as const) {
  test(`the announcement bar and the notification drawer pass axe-core: ${mode}`, async ({ page, joinDemoSession }) => {
    const language = mode === 'right-to-left' ? 'ar' : 'en';
    await openFromNewZealand(page, joinDemoSession, mode);
    await expect(bar(page).getByText(TITLE)).toBeVisible();
    await bar(page).getByRole('button', { name: translation(language, 'notifications.announcement.view') }).click();
    await expect(bar(page).getByText(BODY)).toBeVisible();
    await expectNoViolations(page, `announcement bar (${mode})`);

    await page.getByRole('button', { name: new RegExp(`^${translation(language, 'notifications.bell.label')}`) }).click();
    const drawer = page.getByRole('dialog', { name: translation(language, 'notifications.drawer.heading') });
    await expect(drawer.getByRole('listitem').first()).toBeVisible();
    await expectNoViolations(page, `notification drawer (${mode})`);
  });
}
