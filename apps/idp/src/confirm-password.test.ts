import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';

import { readForm, TestBrowser } from './test-support/test-browser';
import { DEMO, PORTAL_ORIGIN, REDIRECT_URI, signIn, TEST_CLIENT } from './test-support/test-idp';
import { useTestIdp } from './test-support/use-test-idp';

const TTL_MS = 240_000;
/** The gate sends the token only to a registered redirect URI, matched exactly. */
const RETURN_TO = REDIRECT_URI;
const h = useTestIdp({ confirmTokenTtlMs: TTL_MS });

function gateUrl(overrides: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: TEST_CLIENT.clientId,
    redirect_uri: RETURN_TO,
    state: 'state-123',
    ...overrides,
  });
  return `${h.issuer}/confirm-password?${query.toString()}`;
}

async function openGate(browser: TestBrowser, overrides: Record<string, string> = {}) {
  const page = await browser.get(gateUrl(overrides));
  const html = await page.text();
  return { page, html, form: page.status === 200 ? readForm(html, page.url) : undefined };
}

describe('confirm-password gate', () => {
  it('asks the signed-in account for its password and issues a confirm token', async () => {
    const browser = new TestBrowser();
    const sub = (await signIn(browser, h.issuer)).claims()?.sub;
    const { page, html, form } = await openGate(browser);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html).toContain('<h1>Confirm your password</h1>');
    expect(html).toContain('Signed in as demo@example.com');
    expect(html).not.toContain('name="loginId"');

    const before = Math.floor(Date.now() / 1000);
    const response = await browser.post(form?.action ?? '', {
      ...form?.fields,
      password: DEMO.password,
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(RETURN_TO);
    expect(location.searchParams.get('state')).toBe('state-123');
    const token = location.searchParams.get('confirm_token') ?? '';

    const metadata = (await (
      await fetch(`${h.issuer}/.well-known/openid-configuration`)
    ).json()) as {
      jwks_uri: string;
    };
    const { payload, protectedHeader } = await jwtVerify(
      token,
      createRemoteJWKSet(new URL(metadata.jwks_uri)),
      {
        issuer: h.issuer,
        audience: TEST_CLIENT.clientId,
        algorithms: ['RS256'],
      },
    );
    expect(protectedHeader.kid).toBeTruthy();
    expect(payload).toMatchObject({ sub, purpose: 'confirm-password' });
    expect(typeof payload.jti).toBe('string');
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(TTL_MS / 1000);
  });

  it('signs with the key that signs ID tokens', async () => {
    const browser = new TestBrowser();
    const tokens = await signIn(browser, h.issuer);
    const { form } = await openGate(browser);
    const response = await browser.post(form?.action ?? '', {
      ...form?.fields,
      password: DEMO.password,
    });
    const token =
      new URL(response.headers.get('location') ?? '').searchParams.get('confirm_token') ?? '';
    expect(decodeProtectedHeader(token).kid).toBe(decodeProtectedHeader(tokens.id_token ?? '').kid);
  });

  it('issues nothing for a wrong password', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const { form } = await openGate(browser);
    const response = await browser.post(form?.action ?? '', { ...form?.fields, password: 'wrong' });
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('The password is incorrect.');
    expect(html).not.toContain('confirm_token');
  });

  it('refuses a redirect_uri off the client origins, and an unknown client, with a 400 page', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const foreign = await browser.get(
      gateUrl({ redirect_uri: 'https://evil.example/confirm/done' }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
    expect((await browser.get(gateUrl({ client_id: 'someone-else' }))).status).toBe(400);
    expect((await browser.get(gateUrl({ redirect_uri: 'javascript:alert(1)' }))).status).toBe(400);

    // A valid form whose redirect_uri was swapped before posting is refused too.
    const { form } = await openGate(browser);
    const swapped = await browser.post(form?.action ?? '', {
      ...form?.fields,
      redirect_uri: 'https://evil.example/x',
      password: DEMO.password,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.headers.get('location')).toBeNull();
  });

  it('refuses any redirect_uri but a registered one, exactly: other paths, queries and fragments of the same origin', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    for (const redirectUri of [
      `${PORTAL_ORIGIN}/confirm/done`,
      `${PORTAL_ORIGIN}/#/backup/delete`,
      `${PORTAL_ORIGIN}/`,
      `${REDIRECT_URI}?x=1`,
      `${REDIRECT_URI}#/x`,
      `${REDIRECT_URI}/`,
      REDIRECT_URI.toUpperCase(),
    ]) {
      const refused = await browser.get(gateUrl({ redirect_uri: redirectUri }));
      expect(refused.status, redirectUri).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
    }
    // Swapped for a same-origin page after the form was shown: refused as well, no token issued.
    const { form } = await openGate(browser);
    const swapped = await browser.post(form?.action ?? '', {
      ...form?.fields,
      redirect_uri: `${PORTAL_ORIGIN}/#/backup/delete`,
      password: DEMO.password,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.headers.get('location')).toBeNull();
  });

  it('refuses a post without the CSRF token', async () => {
    const browser = new TestBrowser();
    await signIn(browser, h.issuer);
    const { form } = await openGate(browser);
    const fields: Record<string, string> = { ...form?.fields, password: DEMO.password };
    delete fields.csrf;
    const response = await browser.post(form?.action ?? '', fields);
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
  });

  it('asks for login id and password when nobody is signed in at the provider', async () => {
    const browser = new TestBrowser();
    const { html, form } = await openGate(browser);
    expect(html).toContain('<h1>Confirm your password</h1>');
    expect(html).toContain('name="loginId"');
    const wrong = await browser.post(form?.action ?? '', {
      ...form?.fields,
      loginId: DEMO.loginId,
      password: 'x',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('The ID or password is incorrect.');
    const response = await browser.post(form?.action ?? '', { ...form?.fields, ...DEMO });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.searchParams.get('confirm_token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
