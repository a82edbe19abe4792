import { readForm, TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO, TEST_CLIENT } from '@cloud-portal/idp/test-support/test-idp';
import { CONFIRM_TOKEN_TTL_MS } from '@cloud-portal/domain/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webClientHeaders } from '../../test/test-app';
import { usePortalWithTestIdp } from '../../test/use-portal-with-test-idp';
import { accounts } from '../db/schema';
import { PortalConfirmTokenRepository } from './portal-confirm-token-repository';
import { confirmBatchHeaders } from '../../test/test-confirm-tokens';
import { askToConfirmPassword, askToSignIn, type FormNavigation, formUrl, getAtPortal, setCookie } from '../../test/sign-in-navigation';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

const PORTAL = 'http://localhost:8080';
const OTHER = { loginId: 'nopicture@example.com', password: 'CloudDemo-2' };
/** A destructive call: with a valid confirm token an unknown id is 404, without one 403. */
const DELETE_UNKNOWN_TEMPORARY_BACKUP = '/api/ctb/v2/backups/no-such-backup';

/**
 * A provider without a confirm-password gate (here: the embedded one told to be treated so,
 * OIDC_CONFIRM_PASSWORD=reauthenticate): the password gate before a deletion is a forced
 * re-authentication, and the portal issues the confirm token itself.
 */
describe('the password gate by forced re-authentication', () => {
  const stack = usePortalWithTestIdp({ config: { oidc: { confirmPassword: 'reauthenticate' } } });

  /** Submits a GET form at the provider; answers the first page off the provider. */
  async function atProvider(browser: TestBrowser, form: FormNavigation): Promise<Response> {
    return browser.followWithin(stack.idp.issuer, await browser.get(formUrl(form)));
  }

  async function enterPassword(browser: TestBrowser, loginPage: Response, credentials = DEMO): Promise<string> {
    const login = readForm(await loginPage.text(), loginPage.url);
    let answer = await browser.followWithin(stack.idp.issuer, await browser.post(login.action, { ...login.fields, ...credentials }));
    if (answer.status === 200) {
      // Another account than the provider session's: oidc-provider first ends that session
      // with a self-submitting form (a browser submits it at once).
      const endSession = readForm(await answer.text(), answer.url);
      answer = await browser.followWithin(stack.idp.issuer, await browser.post(endSession.action, endSession.fields));
    }
    const location = answer.headers.get('location');
    expect(location?.startsWith(`${PORTAL}/auth/token/access?`)).toBe(true);
    return location!;
  }

  const callback = (location: string, cookies: Record<string, string>) => getAtPortal(stack.portal.app, location, cookies);

  /** A browser signed in at the provider and at the stack.portal. */
  async function signedIn(credentials = DEMO) {
    const browser = new TestBrowser();
    const start = await askToSignIn(stack.portal.app);
    const binding = setCookie(start, 'portal_signin')!;
    const location = await enterPassword(browser, await atProvider(browser, start.json()), credentials);
    const session = setCookie(await callback(location, { portal_signin: binding }), 'portal_session')!;
    expect(session).toBeDefined();
    return { browser, binding, session };
  }

  const startConfirmation = (session: string, binding: string) =>
    askToConfirmPassword(stack.portal.app, { portal_session: session, portal_signin: binding });

  function deleteWith(session: string, confirmToken?: string) {
    return stack.portal.app.inject({
      method: 'DELETE',
      url: DELETE_UNKNOWN_TEMPORARY_BACKUP,
      headers: { ...webClientHeaders, ...(confirmToken && { 'x-sc-confirm-token': confirmToken, ...ONE_BATCH }) },
      cookies: { portal_session: session },
    });
  }

  it('asks the provider to authenticate again (prompt=login, max_age=0) and returns with a portal confirm token', async () => {
    const { browser, binding, session } = await signedIn();
    const started = await startConfirmation(session, binding);
    expect(started.statusCode).toBe(200);
    const form = started.json() as FormNavigation;
    expect(form.action).toBe(`${stack.idp.issuer}/auth`);
    expect(form.fields).toMatchObject({ prompt: 'login', max_age: '0', client_id: TEST_CLIENT.clientId, code_challenge_method: 'S256' });

    // The provider session is live, yet the password is asked for again.
    const loginPage = await atProvider(browser, form);
    expect(loginPage.status).toBe(200);
    expect(await loginPage.clone().text()).toContain('name="password"');
    const back = await callback(await enterPassword(browser, loginPage), { portal_signin: binding, portal_session: session });

    expect(back.statusCode).toBe(302);
    const target = new URL(back.headers.location as string);
    expect(target.hash).toBe('#/backup/delete');
    const confirmToken = target.searchParams.get('confirm_token');
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // No second session: the one the browser has stays.
    expect(setCookie(back, 'portal_session')).toBeUndefined();

    expect((await deleteWith(session)).json()).toMatchObject({ rcode: 40305001 });
    const withToken = await deleteWith(session, confirmToken!);
    expect(withToken.statusCode).toBe(404);
  });

  it('gives no token when the password entered belongs to another account', async () => {
    const { browser, binding, session } = await signedIn();
    const form = (await startConfirmation(session, binding)).json() as FormNavigation;
    const back = await callback(await enterPassword(browser, await atProvider(browser, form), OTHER), {
      portal_signin: binding,
      portal_session: session,
    });
    expect(back.headers.location).toBe(`${PORTAL}/#/error400`);
  });

  it("refuses one account's portal token on another account's session", async () => {
    const alex = await signedIn();
    const sam = await signedIn(OTHER);
    const form = (await startConfirmation(alex.session, alex.binding)).json() as FormNavigation;
    const back = await callback(await enterPassword(alex.browser, await atProvider(alex.browser, form)), {
      portal_signin: alex.binding,
      portal_session: alex.session,
    });
    const token = new URL(back.headers.location as string).searchParams.get('confirm_token')!;
    const refused = await deleteWith(sam.session, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rcode: 40305001 });
  });

  it('gives no token without the portal session that asked (signed out meanwhile)', async () => {
    const { browser, binding, session } = await signedIn();
    const form = (await startConfirmation(session, binding)).json() as FormNavigation;
    const back = await callback(await enterPassword(browser, await atProvider(browser, form)), { portal_signin: binding });
    expect(back.headers.location).toBe(`${PORTAL}/#/backup/delete`);
    expect(new URL(back.headers.location as string).searchParams.has('confirm_token')).toBe(false);
  });

  it('works once: a replayed return from the provider gives nothing', async () => {
    const { browser, binding, session } = await signedIn();
    const form = (await startConfirmation(session, binding)).json() as FormNavigation;
    const location = await enterPassword(browser, await atProvider(browser, form));
    await callback(location, { portal_signin: binding, portal_session: session });
    const replay = await callback(location, { portal_signin: binding, portal_session: session });
    expect(replay.headers.location).toBe(`${PORTAL}/#/error400`);
  });

  it('needs a session to start', async () => {
    const response = await stack.portal.app.inject({
      method: 'POST',
      url: '/auth/confirm-password',
      headers: webClientHeaders,
      payload: { returnTo: '/backup/delete' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a portal token lapse after 4 minutes', async () => {
    const { session } = await signedIn();
    const [row] = await stack.portal.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.loginId, DEMO.loginId));
    const tokens = new PortalConfirmTokenRepository(stack.portal.database.db);
    const issuedLongAgo = new Date(Date.now() - CONFIRM_TOKEN_TTL_MS - 1000);
    const stale = await tokens.issue(row!.id, issuedLongAgo);
    expect(await tokens.isValidFor(stale, row!.id)).toBe(false);
    expect(await tokens.isValidFor(stale, row!.id, new Date(issuedLongAgo.getTime() + 1000))).toBe(true);
    expect((await deleteWith(session, stale)).json()).toMatchObject({ rcode: 40305001 });
    expect(await tokens.deleteExpired()).toBeGreaterThanOrEqual(1);
  });
});
