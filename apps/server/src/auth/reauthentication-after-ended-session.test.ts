import { randomBytes } from 'node:crypto';
import { readForm, TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO } from '@cloud-portal/idp/test-support/test-idp';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { BrowserSession } from '@cloud-portal/contract/security';
import { generateDeviceId } from '@cloud-portal/domain/device-id';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { webClientHeaders } from '../../test/test-app';
import { usePortalWithTestIdp } from '../../test/use-portal-with-test-idp';
import { BROWSER_ID_COOKIE } from '../modules/verification/browser-id-cookie';
import { askToSignIn, type FormNavigation, formUrl, setCookie } from '../../test/sign-in-navigation';

const PORTAL = 'http://localhost:8080';
const CALLBACK = `${PORTAL}/auth/token/access?`;

/** One browser: its cookies at the provider (the jar) and at the portal. */
interface Browser {
  atProvider: TestBrowser;
  portalCookies: Record<string, string>;
}

/**
 * A browser the owner signed out from the security page (issue 15): the provider's own
 * session in that browser must not sign it straight back in. Its next sign-in asks for the
 * password (prompt=login), and the callback checks the ID token's auth_time.
 */
describe('sign-in after the owner ended the browser’s session', () => {
  const stack = usePortalWithTestIdp();

  function newBrowser(): Browser {
    return {
      atProvider: new TestBrowser(),
      portalCookies: { [BROWSER_ID_COOKIE]: generateDeviceId((length) => randomBytes(length)) },
    };
  }

  /** Keeps the portal's cookies a response set, as a browser would. */
  function keep(browser: Browser, response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) browser.portalCookies[cookie.name] = cookie.value;
  }

  /** Asks the portal to sign in; answers the form and the first page off (or at) the provider. */
  async function startSignIn(browser: Browser) {
    const start = await askToSignIn(stack.portal.app, { cookies: browser.portalCookies });
    expect(start.statusCode).toBe(200);
    keep(browser, start);
    const form = start.json<FormNavigation>();
    return {
      form,
      page: await browser.atProvider.followWithin(
        stack.idp.issuer,
        await browser.atProvider.get(formUrl(form)),
      ),
    };
  }

  /** Whether the provider answered with its login form (true) or sent the browser straight back (false). */
  async function asksForPassword(page: Response): Promise<boolean> {
    if (page.status === 200) {
      expect(await page.clone().text()).toContain('name="password"');
      return true;
    }
    expect(page.headers.get('location')?.startsWith(CALLBACK)).toBe(true);
    return false;
  }

  async function enterPassword(browser: Browser, loginPage: Response): Promise<Response> {
    const login = readForm(await loginPage.text(), loginPage.url);
    return browser.atProvider.followWithin(
      stack.idp.issuer,
      await browser.atProvider.post(login.action, { ...login.fields, ...DEMO }),
    );
  }

  /** The provider's return to the portal's callback; answers the callback's response. */
  async function callback(browser: Browser, fromProvider: Response) {
    const target = new URL(fromProvider.headers.get('location')!);
    expect(`${target.origin}${target.pathname}`).toBe(`${PORTAL}/auth/token/access`);
    const response = await stack.portal.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      cookies: browser.portalCookies,
    });
    keep(browser, response);
    return response;
  }

  /** Signs the browser in to the stack.portal, entering the password if the provider asks. */
  async function signIn(browser: Browser) {
    const { form, page } = await startSignIn(browser);
    const asked = await asksForPassword(page);
    const back = await callback(browser, asked ? await enterPassword(browser, page) : page);
    expect(back.headers.location).toBe(`${PORTAL}/?success=1#/`);
    return { form, asked };
  }

  function call(browser: Browser, method: 'GET' | 'POST' | 'DELETE', url: string) {
    return stack.portal.app.inject({
      method,
      url,
      headers: webClientHeaders,
      cookies: browser.portalCookies,
      ...(method === 'POST' && { payload: {} }),
    });
  }

  /** The owner, from `owner`, signs `ended` out on the security page. */
  async function endFrom(owner: Browser, ended: Browser) {
    const own = (await call(ended, 'GET', '/api/security/v1/sessions')).json<{
      sessions: BrowserSession[];
    }>();
    const handle = own.sessions.find((each) => each.thisBrowser)!.sessionId;
    const answer = await call(owner, 'DELETE', `/api/security/v1/sessions/${handle}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const next = await call(ended, 'GET', '/api/security/v1/sessions');
    expect(next.statusCode).toBe(403);
    expect(next.json()).toMatchObject({ rcode: Rcodes.SESSION_FORBIDDEN.rcode });
  }

  /** Two browsers signed in to the account; the first has signed the second out. */
  async function ownerAndEndedBrowser(): Promise<{ owner: Browser; ended: Browser }> {
    const owner = newBrowser();
    const ended = newBrowser();
    await signIn(owner);
    await signIn(ended);
    await endFrom(owner, ended);
    return { owner, ended };
  }

  it('asks the ended browser for its password, though the provider still has its session', async () => {
    const owner = newBrowser();
    const ended = newBrowser();
    await signIn(owner);
    expect((await signIn(ended)).asked).toBe(true);
    // Single sign-on: while its session lives the browser gets in without the password.
    expect((await signIn(ended)).asked).toBe(false);

    await endFrom(owner, ended);
    const { form, page } = await startSignIn(ended);
    expect(form.fields).toMatchObject({ prompt: 'login', max_age: '0' });
    expect(await asksForPassword(page)).toBe(true);
    const back = await callback(ended, await enterPassword(ended, page));
    expect(back.headers.location).toBe(`${PORTAL}/?success=1#/`);
    expect((await call(ended, 'GET', '/api/security/v1/sessions')).statusCode).toBe(200);
  });

  it('asks every browser "sign out everywhere else" ended, and keeps single sign-on for the caller', async () => {
    const owner = newBrowser();
    const ended = newBrowser();
    await signIn(owner);
    await signIn(ended);
    const answer = await call(owner, 'POST', '/api/security/v1/sessions/end-others');
    expect(answer.json()).toMatchObject({ ended: expect.any(Number) });

    expect(await asksForPassword((await startSignIn(ended)).page)).toBe(true);
    const again = await signIn(owner);
    expect(again.asked).toBe(false);
    expect(again.form.fields.prompt).toBeUndefined();
  });

  it('keeps single sign-on for a browser that was not ended', async () => {
    const owner = newBrowser();
    const ended = newBrowser();
    const untouched = newBrowser();
    await signIn(owner);
    await signIn(ended);
    await signIn(untouched);
    await endFrom(owner, ended);

    const { form, asked } = await signIn(untouched);
    expect(asked).toBe(false);
    expect(form.fields.prompt).toBeUndefined();
  });

  it('forgets the request once the browser has signed in with its password', async () => {
    const { ended } = await ownerAndEndedBrowser();
    expect((await signIn(ended)).asked).toBe(true);

    const next = await signIn(ended);
    expect(next.asked).toBe(false);
    expect(next.form.fields.prompt).toBeUndefined();
  });

  it('refuses the ended browser a sign-in without a fresh authentication (prompt=login removed from the request)', async () => {
    const { ended } = await ownerAndEndedBrowser();

    // The request travels through the browser, which can drop what it likes: the provider's
    // session then signs it in without a password, and the ID token proves no new authentication.
    const { form } = await startSignIn(ended);
    const { prompt: _prompt, max_age: _maxAge, ...stripped } = form.fields;
    const page = await ended.atProvider.followWithin(
      stack.idp.issuer,
      await ended.atProvider.get(formUrl({ action: form.action, fields: stripped })),
    );
    expect(await asksForPassword(page)).toBe(false);
    const sessionBefore = ended.portalCookies.portal_session;
    const back = await callback(ended, page);
    expect(back.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(back, 'portal_session')).toBeUndefined();
    expect(ended.portalCookies.portal_session).toBe(sessionBefore);
    // Still asked for the password next time.
    expect((await signIn(ended)).asked).toBe(true);
  });

  it('sets a device-id cookie scoped to /api (set before sign-in read it) again for the whole site, once', async () => {
    const browser = newBrowser();
    const browserId = browser.portalCookies[BROWSER_ID_COOKIE]!;
    // Its cookie did not reach sign-in: the session learns the browser at its first API call.
    delete browser.portalCookies[BROWSER_ID_COOKIE];
    await signIn(browser);
    browser.portalCookies[BROWSER_ID_COOKIE] = browserId;

    const first = await call(browser, 'GET', '/api/security/v1/sessions');
    expect(first.cookies.find((cookie) => cookie.name === BROWSER_ID_COOKIE)).toMatchObject({
      value: browserId,
      path: '/',
      httpOnly: true,
    });
    const second = await call(browser, 'GET', '/api/security/v1/sessions');
    expect(second.cookies.find((cookie) => cookie.name === BROWSER_ID_COOKIE)).toBeUndefined();
  });
});
