import { randomUUID } from 'node:crypto';
import { TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO } from '@cloud-portal/idp/test-support/test-idp';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, webClientHeaders } from '../../test/test-app';
import { usePortalWithTestIdp } from '../../test/use-portal-with-test-idp';
import { TEST_ISSUER } from '../../test/test-confirm-tokens';
import { freePort } from '../../test/free-port';
import { securityEvents, sessions } from '../db/schema';
import { upsertAccountForIdentity } from './account-repository';
import { hashToken } from './secret-token';
import { SessionRepository } from './session-repository';
import { askToSignIn, type FormNavigation, getAtPortal, setCookie, signInAtProvider } from '../../test/sign-in-navigation';

const PORTAL = 'http://localhost:8080';
const METRICS_TOKEN = 'metrics-token-for-the-sign-in-test';

describe('sign-in, session check and sign-out against the embedded provider', () => {
  const stack = usePortalWithTestIdp({ config: { metricsToken: METRICS_TOKEN } });

  async function startSignIn(binding?: string) {
    const response = await askToSignIn(stack.portal.app, { returnTo: '/backup', cookies: binding ? { portal_signin: binding } : {} });
    expect(response.statusCode).toBe(200);
    return { form: response.json() as FormNavigation, binding: setCookie(response, 'portal_signin') ?? binding };
  }

  /** Submits the GET form in a new browser, signs in at the provider as the demo user, answers the redirect back to the portal. */
  async function signInAsDemo(form: FormNavigation, password = DEMO.password) {
    const answer = await signInAtProvider(new TestBrowser(), stack.idp.issuer, form, { loginId: DEMO.loginId, password });
    return { answer, location: answer.headers.get('location') };
  }

  async function callback(location: string, binding: string | undefined) {
    expect(new URL(location).origin).toBe(PORTAL);
    return getAtPortal(stack.portal.app, location, binding ? { portal_signin: binding } : {});
  }

  async function signedInSession(): Promise<string> {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const response = await callback(location!, binding);
    const session = setCookie(response, 'portal_session');
    expect(session).toBeDefined();
    return session!;
  }

  it('counts each completed sign-in on /metrics', async () => {
    const signedIn = () =>
      stack.portal.app
        .inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
        .then((response) => Number(/^portal_sign_ins_total\{outcome="signed_in"\} (\d+)$/m.exec(response.body)?.[1] ?? 0));
    const before = await signedIn();
    await signedInSession();
    expect(await signedIn()).toBe(before + 1);
  });

  it('answers the GET form for the provider with PKCE S256, state, nonce and the spec fields', async () => {
    const { form, binding } = await startSignIn();
    expect(form.action).toBe(`${stack.idp.issuer}/auth`);
    expect(form.fields).toMatchObject({
      response_type: 'code',
      client_id: 'cloud-portal',
      redirect_uri: `${PORTAL}/auth/token/access`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      locale: 'en-US',
      countryCode: 'US',
      goBackURL: `${PORTAL}/#/login`,
    });
    expect(form.fields.state).toMatch(/^[\w-]{20,}$/);
    expect(form.fields.nonce).toMatch(/^[\w-]{20,}$/);
    expect(form.fields.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(Object.keys(form.fields)).not.toContain('code_verifier');
    expect(binding).toMatch(/^[\w-]{43}$/);
  });

  it('signs in by navigation too: the sign-in page’s form, pressed before the app has started', async () => {
    // A browser navigation: no client header, the fields in the query.
    const response = await stack.portal.app.inject({
      method: 'GET',
      url: '/auth/authorize?returnTo=%2Fbackup&locale=en-US&countryCode=US&goBackRoute=%2Flogin',
    });
    expect(response.statusCode).toBe(302);
    const target = new URL(String(response.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${stack.idp.issuer}/auth`);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cloud-portal',
      code_challenge_method: 'S256',
      locale: 'en-US',
      goBackURL: `${PORTAL}/#/login`,
    });
    const binding = setCookie(response, 'portal_signin');
    const { location } = await signInAsDemo({ action: `${stack.idp.issuer}/auth`, fields: Object.fromEntries(target.searchParams) });
    const back = await callback(location!, binding);
    expect(back.headers.location).toBe(`${PORTAL}/?success=1#/backup`);
    expect(setCookie(back, 'portal_session')).toBeDefined();
  });

  it('refuses a sign-in navigation with a bad field, starting nothing', async () => {
    const response = await stack.portal.app.inject({ method: 'GET', url: '/auth/authorize?returnTo=https%3A%2F%2Fevil.example&locale=en-US&countryCode=US&goBackRoute=%2Flogin' });
    expect(response.statusCode).toBe(400);
    expect(setCookie(response, 'portal_signin')).toBeUndefined();
  });

  it('keeps one browser binding for parallel sign-ins in two tabs', async () => {
    const first = await startSignIn();
    const second = await startSignIn(first.binding);
    expect(second.binding).toBe(first.binding);
  });

  it('signs in: the callback starts a session and returns to the stored destination with ?success=1', async () => {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const response = await callback(location!, binding);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PORTAL}/?success=1#/backup`);
    const sessionCookie = response.cookies.find((cookie) => cookie.name === 'portal_session');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });

    const check = await stack.portal.app.inject({
      method: 'GET',
      url: '/auth/session',
      headers: webClientHeaders,
      cookies: { portal_session: sessionCookie!.value },
    });
    expect(check.statusCode).toBe(200);
    // The session remembers its provider, so moving the portal to another one ends it (49202).
    const [stored] = await stack.portal.database.db.select({ issuer: sessions.issuer }).from(sessions).where(eq(sessions.id, hashToken(sessionCookie!.value)));
    expect(stored?.issuer).toBe(stack.idp.issuer);
    expect(check.json()).toMatchObject({
      signedIn: true,
      account: {
        name: 'Alex Morgan',
        givenName: 'Alex',
        familyName: 'Morgan',
        loginId: 'demo@example.com',
        profileImageUrl: `${stack.idp.issuer}/pictures/alex-morgan.svg`,
        validatedEmail: true,
      },
      links: { profilePageUrl: `${stack.idp.issuer}/account/profile`, serviceId: 'cloud-portal', findDeviceUrl: `${PORTAL}/#/devices` },
    });
  });

  it('leaves the name parts out of the session answer once the provider stops sending them', async () => {
    const identity = {
      issuer: TEST_ISSUER,
      subject: randomUUID(),
      name: 'Kim Minjun',
      givenName: 'Minjun',
      familyName: 'Kim',
      loginId: 'minjun@example.com',
      pictureUrl: null,
      emailVerified: true,
      idToken: null,
    };
    const { db } = stack.portal.database;
    const account = await upsertAccountForIdentity(db, identity);
    const token = await new SessionRepository(db, 30 * 60 * 1000).create(account.id, null);
    const sessionAccount = async () => {
      const check = await stack.portal.app.inject({ method: 'GET', url: '/auth/session', headers: webClientHeaders, cookies: { portal_session: token } });
      expect(check.statusCode).toBe(200);
      return (check.json() as { account: Record<string, unknown> }).account;
    };
    expect(await sessionAccount()).toMatchObject({ name: 'Kim Minjun', givenName: 'Minjun', familyName: 'Kim' });

    // Renamed at the provider, which now sends only `name`: stale parts must not win over it.
    await upsertAccountForIdentity(db, { ...identity, name: 'MJ', givenName: null, familyName: null });
    const renamed = await sessionAccount();
    expect(renamed.name).toBe('MJ');
    expect(renamed).not.toHaveProperty('givenName');
    expect(renamed).not.toHaveProperty('familyName');
  });

  it('refuses a replayed callback: no second session', async () => {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    expect((await callback(location!, binding)).headers.location).toContain('success=1');
    const replay = await callback(location!, binding);
    expect(replay.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(replay, 'portal_session')).toBeUndefined();
  });

  it('refuses a tampered state', async () => {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const tampered = new URL(location!);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    const response = await callback(tampered.href, binding);
    expect(response.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(response, 'portal_session')).toBeUndefined();
  });

  it('refuses a callback arriving in another browser (no binding cookie, or a different one)', async () => {
    const { form } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const response = await callback(location!, undefined);
    expect(response.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(response, 'portal_session')).toBeUndefined();

    const other = await startSignIn();
    const { location: second } = await signInAsDemo(other.form);
    const foreign = await callback(second!, 'A'.repeat(43));
    expect(foreign.headers.location).toBe(`${PORTAL}/#/error400`);
  });

  it('refuses a forged code', async () => {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const forged = new URL(location!);
    forged.searchParams.set('code', 'forged-code-value');
    const response = await callback(forged.href, binding);
    expect(response.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(response, 'portal_session')).toBeUndefined();
  });

  it('refuses an error answer from the provider', async () => {
    const { form, binding } = await startSignIn();
    const response = await callback(
      `${PORTAL}/auth/token/access?error=access_denied&state=${form.fields.state}&iss=${encodeURIComponent(stack.idp.issuer)}`,
      binding,
    );
    expect(response.headers.location).toBe(`${PORTAL}/#/error400`);
    expect(setCookie(response, 'portal_session')).toBeUndefined();
  });

  it('remembers the browser a session signed in from, and records the sign-in for the security page', async () => {
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const target = new URL(location!);
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    const response = await stack.portal.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      headers: { 'user-agent': userAgent },
      remoteAddress: '198.51.100.9',
      cookies: { portal_signin: binding! },
    });
    const token = setCookie(response, 'portal_session')!;
    const { db } = stack.portal.database;
    const [stored] = await db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(stored).toMatchObject({ userAgent, ip: '198.51.100.9' });
    const events = await db.select().from(securityEvents).where(eq(securityEvents.accountId, stored!.accountId));
    expect(events.filter((event) => event.type === 'signedIn' && event.ip === '198.51.100.9')).toHaveLength(1);
  });

  it('ends the browser’s previous session when it signs in again', async () => {
    const first = await signedInSession();
    const { form, binding } = await startSignIn();
    const { location } = await signInAsDemo(form);
    const target = new URL(location!);
    const again = await stack.portal.app.inject({
      method: 'GET',
      url: `${target.pathname}${target.search}`,
      cookies: { portal_signin: binding!, portal_session: first },
    });
    const second = setCookie(again, 'portal_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const check = (token: string) => stack.portal.app.inject({ method: 'GET', url: '/auth/session', headers: webClientHeaders, cookies: { portal_session: token } });
    // A copy of the old cookie is told it was signed out, like any ended session.
    const old = await check(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ rcode: Rcodes.SESSION_REVOKED.rcode });
    expect((await check(second!)).statusCode).toBe(200);
  });

  it('ends a session SESSION_MAX_AGE after sign-in, however active: the browser must sign in again', async () => {
    const session = await signedInSession();
    const check = () => stack.portal.app.inject({ method: 'GET', url: '/auth/session', headers: webClientHeaders, cookies: { portal_session: session } });
    const answer = await check();
    expect(answer.statusCode).toBe(200);
    // The session check's expiry never runs past the lifetime.
    const lifetimeEnd = Date.now() + stack.portal.config.sessionMaxAgeMs;
    expect(Date.parse((answer.json() as { expiresAt: string }).expiresAt)).toBeLessThanOrEqual(lifetimeEnd);

    // Signed in just over the lifetime ago, and used a moment ago.
    const { db } = stack.portal.database;
    const signedInAt = new Date(Date.now() - stack.portal.config.sessionMaxAgeMs - 1000);
    await db.update(sessions).set({ createdAt: signedInAt, lastSeenAt: new Date() }).where(eq(sessions.id, hashToken(session)));
    const ended = await check();
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ rcode: Rcodes.SESSION_REQUIRED.rcode });
  });

  it('does not sign in with a wrong password', async () => {
    const { form } = await startSignIn();
    const { answer, location } = await signInAsDemo(form, 'wrong-password');
    expect(answer.status).toBe(401);
    expect(location).toBeNull();
  });

  it.each([
    ['signOut', '#/logout'],
    ['timeout', '#/timeout'],
  ])('signs out (%s): ends the session and answers the provider sign-out form', async (reason, landing) => {
    const session = await signedInSession();
    const response = await stack.portal.app.inject({
      method: 'POST',
      url: '/auth/token/expire',
      headers: webClientHeaders,
      cookies: { portal_session: session },
      payload: { reason },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      action: `${stack.idp.issuer}/signout`,
      fields: { appId: 'cloud-portal', returnUrl: `${PORTAL}/${landing}` },
    });
    // A call still carrying the cookie (another tab) is told the session was signed out.
    const check = await stack.portal.app.inject({ method: 'GET', url: '/auth/session', headers: webClientHeaders, cookies: { portal_session: session } });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({ rcode: Rcodes.SESSION_REVOKED.rcode });
  });
});

describe('with the sign-in provider down', () => {
  let portal: TestApp;

  beforeAll(async () => {
    const closedPort = await freePort();
    portal = await createTestApp({ config: { oidc: { issuer: `http://localhost:${closedPort}`, clientId: 'cloud-portal', clientSecret: 's' } } });
  });
  afterAll(() => portal.close());

  it('answers 502 PROVIDER_UNAVAILABLE when sign-in is asked for', async () => {
    const response = await askToSignIn(portal.app);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ rcode: 50200001, rmsg: 'The sign-in service cannot be reached. Try again later.' });
  });

  it('sends a sign-in navigation to the 502 page', async () => {
    const response = await portal.app.inject({ method: 'GET', url: '/auth/authorize?returnTo=%2F&locale=en-US&countryCode=US&goBackRoute=%2Flogin' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/#/error502');
  });

  it('still signs out, landing on the portal sign-out page', async () => {
    const response = await portal.app.inject({ method: 'POST', url: '/auth/token/expire', headers: webClientHeaders, payload: { reason: 'signOut' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ action: `${PORTAL}/logout`, fields: {} });
  });
});
