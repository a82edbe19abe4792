import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readForm, TestBrowser } from './test-support/test-browser';
import { DEMO, PORTAL_ORIGIN, signIn, TEST_CLIENT } from './test-support/test-idp';
import { useTestIdp } from './test-support/use-test-idp';

const h = useTestIdp();

const RETURN_URL = `${PORTAL_ORIGIN}/`;

function profileUrl(overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    actionID: 'ModifyUserInfo',
    serviceID: TEST_CLIENT.clientId,
    countryCode: 'US',
    languageCode: 'en',
    returnURL: RETURN_URL,
    ...overrides,
  });
  return `${h.issuer}/account/profile?${query.toString()}`;
}

async function signedInBrowser(credentials = DEMO): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await signIn(browser, h.issuer, credentials);
  return browser;
}

async function submitName(
  browser: TestBrowser,
  name: string,
  headers: Record<string, string> = {},
) {
  const page = await browser.get(profileUrl());
  const form = readForm(await page.text(), page.url);
  return browser.post(form.action, { ...form.fields, name }, headers);
}

describe('account profile page', () => {
  it('refuses another actionID or an unknown serviceID with a 400 page', async () => {
    expect((await new TestBrowser().get(profileUrl({ actionID: 'DeleteAccount' }))).status).toBe(
      400,
    );
    const unknown = await new TestBrowser().get(profileUrl({ serviceID: 'someone-else' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Pardon?');
  });

  it('shows the login form first when the browser has no provider session, then the profile', async () => {
    const browser = new TestBrowser();
    const first = await browser.get(profileUrl());
    expect(first.status).toBe(200);
    const loginHtml = await first.text();
    expect(loginHtml).toContain('autocomplete="current-password"');
    const form = readForm(loginHtml, first.url);

    const wrong = await browser.post(form.action, {
      ...form.fields,
      loginId: DEMO.loginId,
      password: 'nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The ID or password is incorrect.');

    const signedIn = await browser.post(form.action, { ...form.fields, ...DEMO });
    expect(signedIn.status).toBe(303);
    const profile = await browser.get(new URL(signedIn.headers.get('location') ?? '', h.issuer));
    const html = await profile.text();
    expect(html).toContain('<h1>Your account</h1>');
    expect(html).toContain('demo@example.com');
    expect(html).toContain('value="Alex Morgan"');
  });

  it('shows login id, e-mail, picture and a Back link for a signed-in browser', async () => {
    const browser = await signedInBrowser();
    const response = await browser.get(profileUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('<dd>demo@example.com</dd>');
    expect(html).toContain(`src="${h.issuer}/pictures/alex-morgan.svg"`);
    expect(html).toContain(`<a href="${RETURN_URL}">Back to Cloud Portal</a>`);
  });

  it('links back only to a client origin', async () => {
    const browser = await signedInBrowser();
    const html = await (
      await browser.get(profileUrl({ returnURL: 'https://evil.example/' }))
    ).text();
    expect(html).not.toContain('href="https://evil.example');
    expect(html).not.toContain('Back to Cloud Portal');
  });

  it('refuses a bad display name with a clear error and changes nothing', async () => {
    const browser = await signedInBrowser({
      loginId: 'locked@example.com',
      password: 'CloudDemo-4',
    });
    const empty = await submitName(browser, '   ');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Enter a display name.');
    const long = await submitName(browser, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('at most 100 characters');
    const store = await readFile(join(h.dataDir, 'accounts.json'), 'utf8');
    expect(store).toContain('"name": "Riley Chen"');
  });

  it('refuses a post without its own CSRF token or from another site', async () => {
    const browser = await signedInBrowser({
      loginId: 'locked@example.com',
      password: 'CloudDemo-4',
    });
    const page = await browser.get(profileUrl());
    const form = readForm(await page.text(), page.url);
    const mallory = { ...form.fields, name: 'Mallory' };
    const noToken = await browser.post(form.action, { intent: 'save-name', name: 'Mallory' });
    expect(noToken.status).toBe(403);
    const foreign = await browser.post(form.action, mallory, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const crossSite = await browser.post(form.action, mallory, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);

    // A token is good only with the CSRF cookie it was made from: not another browser's.
    const other = new TestBrowser();
    const otherPage = await other.get(profileUrl());
    const otherToken = readForm(await otherPage.text(), otherPage.url).fields.csrf ?? '';
    expect(otherToken).not.toBe('');
    expect((await browser.post(form.action, { ...mallory, csrf: otherToken })).status).toBe(403);
    expect((await other.post(form.action, mallory)).status).toBe(403);

    const store = await readFile(join(h.dataDir, 'accounts.json'), 'utf8');
    expect(store).not.toContain('Mallory');
  });

  it('keeps the CSRF secret in an HttpOnly SameSite=Strict cookie for the whole provider', async () => {
    const response = await new TestBrowser().get(profileUrl());
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('idp_csrf='));
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toContain('; HttpOnly');
    expect(cookie).toContain('; SameSite=Strict');
  });

  it('saves a new display name that survives a restart and shows in the next ID token', async () => {
    const credentials = { loginId: 'nopicture@example.com', password: 'CloudDemo-2' };
    const browser = await signedInBrowser(credentials);
    const saved = await submitName(browser, '  Samantha <Taylor>  ');
    expect(saved.status).toBe(303);
    const confirmation = await browser.get(new URL(saved.headers.get('location') ?? '', h.issuer));
    const html = await confirmation.text();
    expect(html).toContain('role="status"');
    expect(html).toContain('value="Samantha &lt;Taylor&gt;"');

    await h.restart();

    const tokens = await signIn(new TestBrowser(), h.issuer, credentials);
    expect(tokens.claims()?.name).toBe('Samantha <Taylor>');
    // The seed's name parts no longer match what the user typed: the portal shows the name.
    expect(tokens.claims()).not.toHaveProperty('given_name');
    expect(tokens.claims()).not.toHaveProperty('family_name');
  });
});
