import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';

import { TestBrowser } from './test-support/test-browser';
import {
  DEMO,
  newAuthorization,
  openAuthorization,
  PORTAL_ORIGIN,
  REDIRECT_URI,
  redeem,
  signIn,
  submitLogin,
  TEST_CLIENT,
} from './test-support/test-idp';
import { useTestIdp } from './test-support/use-test-idp';

const h = useTestIdp();

describe('discovery', () => {
  it('publishes the code flow with PKCE S256, both secret methods and the portal page addresses', async () => {
    const response = await fetch(`${h.issuer}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({
      issuer: h.issuer,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['openid', 'profile', 'email'],
      portal_signout_endpoint: `${h.issuer}/signout`,
      portal_confirm_password_endpoint: `${h.issuer}/confirm-password`,
      portal_profile_endpoint: `${h.issuer}/account/profile`,
    });
  });
});

describe('authorization code + PKCE', () => {
  it('signs in and returns an ID token carrying the profile claims', async () => {
    const tokens = await signIn(new TestBrowser(), h.issuer);
    expect(tokens.claims()).toMatchObject({
      iss: h.issuer,
      aud: TEST_CLIENT.clientId,
      sub: '8d2f5c1e-3b6a-4c9d-9e21-7a4b0c6d1f01',
      name: 'Alex Morgan',
      email: 'demo@example.com',
      email_verified: true,
      preferred_username: 'demo@example.com',
      picture: `${h.issuer}/pictures/alex-morgan.svg`,
    });
  });

  it('serves the profile picture named in the picture claim', async () => {
    const response = await fetch(`${h.issuer}/pictures/alex-morgan.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await fetch(`${h.issuer}/pictures/..%2Fdemo-accounts.json`)).status).toBe(404);
  });

  it('leaves picture out for an account without one, and reports an unvalidated e-mail', async () => {
    const noPicture = await signIn(new TestBrowser(), h.issuer, {
      loginId: 'nopicture@example.com',
      password: 'CloudDemo-2',
    });
    expect(noPicture.claims()).not.toHaveProperty('picture');
    const unverified = await signIn(new TestBrowser(), h.issuer, {
      loginId: 'unverified@example.com',
      password: 'CloudDemo-3',
    });
    expect(unverified.claims()).toMatchObject({ email_verified: false });
  });

  it('accepts client_secret_post as well as client_secret_basic', async () => {
    const browser = new TestBrowser();
    const pending = await newAuthorization(
      h.issuer,
      {},
      client.ClientSecretPost(TEST_CLIENT.clientSecret),
    );
    const loginPage = await openAuthorization(browser, h.issuer, pending);
    const back = await browser.followWithin(h.issuer, await submitLogin(browser, loginPage, DEMO));
    expect((await redeem(pending, back)).claims()?.sub).toBeTruthy();
  });

  it('signs the browser in at the provider: the next authorization needs no password', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const pending = await newAuthorization(h.issuer);
    const response = await openAuthorization(browser, h.issuer, pending);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(`${REDIRECT_URI}?code=`);
    expect((await redeem(pending, response)).claims()).toMatchObject({
      name: 'Alex Morgan',
      given_name: 'Alex',
      family_name: 'Morgan',
    });
  });

  it('asks for the password again when the client sends prompt=login', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const pending = await newAuthorization(h.issuer, { prompt: 'login', max_age: '0' });
    const response = await openAuthorization(browser, h.issuer, pending);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('autocomplete="current-password"');
  });

  it("switches account on prompt=login through the provider's auto-submitted sign-out form", async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const pending = await newAuthorization(h.issuer, { prompt: 'login' });
    const loginPage = await openAuthorization(browser, h.issuer, pending);
    const other = { loginId: 'nopicture@example.com', password: 'CloudDemo-2' };
    const handOff = await browser.followWithin(
      h.issuer,
      await submitLogin(browser, loginPage, other),
    );
    expect(handOff.status).toBe(200);
    // oidc-provider's one inline script is allowed by its hash, nothing else.
    expect(handOff.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+'/,
    );
    const html = await handOff.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const back = await browser.followWithin(
      h.issuer,
      await browser.post(new URL(action, h.issuer), fields),
    );
    expect((await redeem(pending, back)).claims()?.email).toBe('nopicture@example.com');
  });

  it('refuses an authorization request without PKCE', async () => {
    const config = await client.discovery(
      new URL(h.issuer),
      TEST_CLIENT.clientId,
      TEST_CLIENT.clientSecret,
      undefined,
      {
        execute: [client.allowInsecureRequests],
      },
    );
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'openid profile email',
      state: client.randomState(),
    });
    const response = await new TestBrowser().get(url);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses the plain PKCE method', async () => {
    const pending = await newAuthorization(h.issuer, { code_challenge_method: 'plain' });
    const response = await new TestBrowser().get(pending.url);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses an unregistered redirect URI with its own error page, no redirect', async () => {
    const pending = await newAuthorization(h.issuer, { redirect_uri: 'https://evil.example/cb' });
    const response = await new TestBrowser().get(pending.url);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const page = await response.text();
    expect(page).toContain('The sign-in request could not be completed');
    expect(page).toContain('<html lang="en"');
  });
});

describe('login page', () => {
  it('is an accessible form with labels, autocomplete and security headers', async () => {
    const browser = new TestBrowser();
    const page = await openAuthorization(browser, h.issuer, await newAuthorization(h.issuer));
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`form-action 'self' ${PORTAL_ORIGIN}`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>Sign in – Cloud Portal account<\/title>/);
    expect(html).toContain('<label for="loginId">');
    expect(html).toContain('autocomplete="username"');
    expect(html).toContain('<label for="password">');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).not.toContain('<script');
    expect(browser.cookieNames().some((name) => name.startsWith('portal_'))).toBe(false);
  });

  it('answers a wrong password with 401, the error and no code', async () => {
    const browser = new TestBrowser();
    const pending = await newAuthorization(h.issuer);
    const loginPage = await openAuthorization(browser, h.issuer, pending);
    const response = await submitLogin(browser, loginPage, {
      loginId: DEMO.loginId,
      password: 'wrong',
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The ID or password is incorrect.');
    expect(html).toContain('value="demo@example.com"');
  });

  it('gives the same answer for an unknown login id, and then still signs in', async () => {
    const browser = new TestBrowser();
    const pending = await newAuthorization(h.issuer);
    const loginPage = await openAuthorization(browser, h.issuer, pending);
    const refused = await submitLogin(browser, loginPage, {
      loginId: 'nobody@example.com',
      password: 'x',
    });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain('The ID or password is incorrect.');
    const again = await submitLogin(browser, await browser.get(loginPage.url), DEMO);
    const back = await browser.followWithin(h.issuer, again);
    expect((await redeem(pending, back)).claims()?.sub).toBeTruthy();
  });

  it('escapes what it echoes', async () => {
    const browser = new TestBrowser();
    const loginPage = await openAuthorization(browser, h.issuer, await newAuthorization(h.issuer));
    const response = await submitLogin(browser, loginPage, {
      loginId: '"><script>alert(1)</script>',
      password: 'x',
    });
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('shows a Back link to goBackURL only on a client origin', async () => {
    const allowed = `${PORTAL_ORIGIN}/#/login`;
    const ok = await openAuthorization(
      new TestBrowser(),
      h.issuer,
      await newAuthorization(h.issuer, { goBackURL: allowed, locale: 'en-US', countryCode: 'US' }),
    );
    expect(await ok.text()).toContain(`<a href="${allowed}">Back</a>`);
    const foreign = await openAuthorization(
      new TestBrowser(),
      h.issuer,
      await newAuthorization(h.issuer, { goBackURL: 'https://evil.example/#/login' }),
    );
    const html = await foreign.text();
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('>Back</a>');
  });

  it('answers an expired or foreign interaction with a clear 400 page', async () => {
    const response = await new TestBrowser().get(`${h.issuer}/interaction/abcdef`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired');
  });

  it('refuses a login post from another origin', async () => {
    const browser = new TestBrowser();
    const loginPage = await openAuthorization(browser, h.issuer, await newAuthorization(h.issuer));
    const form = (await loginPage.text()).match(/action="([^"]+)"/)?.[1] ?? '';
    const response = await browser.post(new URL(form, h.issuer), DEMO, {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });
});
