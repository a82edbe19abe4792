import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/axe';
import { E2E_ANALYTICS_ENDPOINT } from '../support/analytics-collector';
import { repoRoot, startPortalStack, type PortalStack } from '../support/global-setup';
import { DEMO_ACCOUNT, signIn } from '../support/portal';

/*
 * Web sign-in verification (spec §4 Web sign-in token flow) needs the default policy: the
 * shared stack counts every browser as verified, so this journey starts a stack of its own
 * where a new browser must confirm its first sign-in.
 */
let stack: PortalStack;

test.beforeAll(async () => {
  // Building nothing, but starting a portal, a provider and a fresh database takes a while.
  test.setTimeout(240_000);
  stack = await startPortalStack({});
});

test.afterAll(async () => {
  await stack?.stop();
});


/** Undoes quoted-printable transfer encoding (soft line breaks, =XX bytes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The confirmation link of the newest e-mail in the stack's outbox (the dev mailer writes .eml files there). */
async function confirmationLinkFromOutbox(dataDir: string, portalUrl: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  await expect(async () => {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    const newest = files.at(-1);
    expect(newest, 'an e-mail in the outbox').toBeDefined();
    const raw = await readFile(path.join(outbox, newest ?? ''), 'utf8');
    const [headers = '', ...bodyParts] = raw.split(/\r?\n\r?\n/);
    const body = bodyParts.join('\n\n');
    const text = /^content-transfer-encoding:\s*quoted-printable/im.test(headers) ? decodeQuotedPrintable(body) : body;
    expect(headers).toMatch(new RegExp(`^To: ${DEMO_ACCOUNT.loginId.replace('.', '\\.')}$`, 'm'));
    link = text.match(/https?:\/\/\S+#\/verification-processing\?signed=\S+/)?.[0];
    expect(link, 'the confirmation link in the e-mail').toBeDefined();
  }).toPass({ timeout: 15_000 });
  const found = link ?? '';
  expect(new URL(found).origin).toBe(portalUrl);
  return found;
}

test('a new browser confirms its first sign-in by e-mail, then sees its data', async ({ page }) => {
  // Five axe-core runs on top of the journey: more than the default minute on a small machine.
  test.setTimeout(180_000);
  // Signing in on a browser the account has never used: every cloud call answers 403 101403
  // and the global error handler sends the user to verification.
  await signIn(page, DEMO_ACCOUNT, stack);
  await expect(page).toHaveURL(`${stack.portalUrl}/#/verification`);
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send me an e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve on my phone' })).toBeVisible();
  await expectNoViolations(page);

  // Help is one link away, and Back returns to the choice.
  await page.getByRole('link', { name: 'Having trouble confirming?' }).click();
  await expect(page).toHaveURL(/#\/verification\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help with confirming your sign-in' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Back to confirming' }).click();
  await expect(page).toHaveURL(/#\/verification$/);

  // E-mail: the page waits, with the 5-minute countdown, polling the request.
  await page.getByRole('button', { name: 'Send me an e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  await expect(page.getByText(`We sent a confirmation link to ${DEMO_ACCOUNT.loginId}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(/^Time left: [45]:\d\d$/)).toBeVisible();
  await expectNoViolations(page);

  // The link of the e-mail, opened in this same browser, confirms it.
  const link = await confirmationLinkFromOutbox(stack.dataDir, stack.portalUrl);
  await page.goto(link);
  await expect(page).toHaveURL(`${stack.portalUrl}/#/verification-complete`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in confirmed' })).toBeVisible();
  await expectNoViolations(page);

  // From now on the cloud answers: home's data loads, and nothing is forbidden any more.
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(response.url());
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${stack.portalUrl}/#/`);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_ACCOUNT.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Storage', exact: true }).getByRole('meter', { name: 'Storage used' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Device backups', exact: true }).getByText(/devices? backed up/)).toBeVisible();
  expect(forbidden).toEqual([]);

  const check = await page.request.get(`${stack.portalUrl}/api/auth/sc/verification/v1/tokens/web/isVerified`, {
    headers: { 'x-portal-client': 'cloud-portal-web' },
  });
  expect(await check.json()).toEqual({ isVerified: true });

  // A reload stays verified: the browser keeps its device id.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Storage', exact: true }).getByRole('meter', { name: 'Storage used' })).toBeVisible();
  await expect(page).toHaveURL(`${stack.portalUrl}/#/`);
  expect(forbidden).toEqual([]);
});

test('a confirmation link that is not the portal’s own is refused without a call', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNT, stack);
  await expect(page).toHaveURL(`${stack.portalUrl}/#/verification`);
  const posts: string[] = [];
  page.on('request', (request) => {
    // Pageview beacons go to the journeys' analytics stub; any other POST would be the call.
    if (request.method() === 'POST' && !request.url().includes(E2E_ANALYTICS_ENDPOINT)) posts.push(request.url());
  });
  const crafted = encodeURIComponent('https://attacker.example/api/auth/sc/verification/v1/email/AbCdEfGhIjKlMnOpQrStUv');
  await page.goto(`${stack.portalUrl}/#/verification-processing?signed=${crafted}`);
  await expect(page.getByRole('alert')).toHaveText(/This link isn't complete or isn't valid\./);
  await expect(page.getByRole('link', { name: 'Start again' })).toBeVisible();
  expect(posts).toEqual([]);
  await expectNoViolations(page);
});

test('an account without a confirmed e-mail approves the sign-in on its phone', async ({ page }) => {
  const account = { loginId: 'unverified@example.com', password: 'CloudDemo-3' };
  await signIn(page, account, stack);
  await expect(page).toHaveURL(`${stack.portalUrl}/#/verification`);

  // E-mail is asked for, but there is no confirmed address: the page switches to the phone (135607).
  await page.getByRole('button', { name: 'Send me an e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Approve on your phone' })).toBeFocused();
  await expect(page.getByText('Your account has no confirmed e-mail address', { exact: false })).toBeVisible();
  await expectNoViolations(page);

  // The phone approves through the device API: the developer script plays it, as the README says.
  const printed = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/approve-web-sign-in.ts', account.loginId],
      { cwd: repoRoot, env: { ...process.env, PORT: new URL(stack.portalUrl).port, DATA_DIR: stack.dataDir } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
  expect(printed).toMatch(/^Approved the waiting web sign-in of unverified@example\.com from /);

  // The page's next poll (every 5 seconds) finds the sign-in confirmed and returns to the
  // page the user came for, whose cloud data now loads.
  await expect(page).toHaveURL(`${stack.portalUrl}/#/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jordan Lee' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Storage', exact: true }).getByRole('meter', { name: 'Storage used' })).toBeVisible();
});
