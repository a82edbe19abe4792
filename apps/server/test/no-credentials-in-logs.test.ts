import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TestBrowser } from '@cloud-portal/idp/test-support/test-browser';
import { DEMO } from '@cloud-portal/idp/test-support/test-idp';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_ID_COOKIE } from '../src/modules/verification/browser-id-cookie';
import { newestEmail, signedPathIn, verificationByEmailConfig } from './outbox-email';
import { webClientHeaders } from './test-app';
import { confirmBatchHeaders } from './test-confirm-tokens';
import { askToConfirmPassword, askToSignIn, confirmPasswordAtProvider, type FormNavigation, getAtPortal, setCookie, signInAtProvider } from './sign-in-navigation';
import { usePortalWithTestIdp } from './use-portal-with-test-idp';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

/** The cookie the response must set: the run cannot go on without it. */
function requiredCookie(response: LightMyRequestResponse, name: string): string {
  const value = setCookie(response, name);
  if (!value) throw new Error(`no ${name} cookie set`);
  return value;
}

/**
 * Issue 15 part 6: the portal's log of a whole sign-in, web sign-in verification by e-mail and
 * password confirmation at the provider's gate holds none of the secrets that travelled:
 * state, nonce, code, cookies, the e-mail link's token, the verification auth code, the
 * confirm token.
 */
describe('no credential in the log', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-log-'));
  // Registered before the portal's fixture, so it runs after the portal has closed.
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const lines: string[] = [];
  const stack = usePortalWithTestIdp({
    config: { ...verificationByEmailConfig(dataDir), logLevel: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });

  it('records the requests of a sign-in, a verification and a password confirmation without their secrets', async () => {
    const secrets: Record<string, string> = {};
    const browser = new TestBrowser();

    // Sign-in: authorization code + PKCE through the provider.
    const authorize = await askToSignIn(stack.portal.app, { returnTo: '/backup' });
    const signInForm = authorize.json<FormNavigation>();
    secrets.state = signInForm.fields.state ?? '';
    secrets.nonce = signInForm.fields.nonce ?? '';
    secrets.binding = requiredCookie(authorize, 'portal_signin');
    const signedIn = await signInAtProvider(browser, stack.idp.issuer, signInForm, DEMO);
    const callbackUrl = new URL(signedIn.headers.get('location') ?? '');
    secrets.code = callbackUrl.searchParams.get('code') ?? '';
    const callback = await getAtPortal(stack.portal.app, callbackUrl.href, { portal_signin: secrets.binding });
    expect(callback.headers.location).toMatch(/\?success=1#\/backup$/);
    secrets.session = requiredCookie(callback, 'portal_session');

    // Web sign-in verification by the e-mail link, then the poll with the auth code.
    const started = await stack.portal.app.inject({
      method: 'PUT',
      url: '/api/auth/sc/tokens/v1/web?authFlow=email',
      headers: webClientHeaders,
      cookies: { portal_session: secrets.session },
      payload: {},
    });
    expect(started.statusCode).toBe(202);
    secrets.browserId = requiredCookie(started, BROWSER_ID_COOKIE);
    secrets.authCode = started.json<{ authCode: string }>().authCode;
    const cookies = { portal_session: secrets.session, [BROWSER_ID_COOKIE]: secrets.browserId };
    const linkPath = signedPathIn(newestEmail(dataDir));
    secrets.emailToken = linkPath.split('/').at(-1) ?? '';
    const confirmed = await stack.portal.app.inject({ method: 'POST', url: linkPath, headers: webClientHeaders, cookies, payload: {} });
    expect(confirmed.statusCode).toBe(200);
    const polled = await stack.portal.app.inject({
      method: 'GET',
      url: `/api/auth/sc/tokens/v1/web?authCode=${secrets.authCode}`,
      headers: webClientHeaders,
      cookies,
    });
    expect(polled.json()).toEqual({ status: 'VERIFIED' });

    // The password at the provider's confirm-password gate, back to the portal, then a deletion.
    const gate = await askToConfirmPassword(stack.portal.app, { ...cookies, portal_signin: secrets.binding });
    const gateForm = gate.json<FormNavigation>();
    secrets.gateState = gateForm.fields.state ?? '';
    const back = await confirmPasswordAtProvider(browser, gateForm, DEMO.password);
    let location = back.headers.get('location') ?? '';
    // Through the portal's own redirects (if any) to the page that carries the token.
    for (let hop = 0; hop < 5 && new URL(location).pathname !== '/'; hop += 1) {
      location = (await getAtPortal(stack.portal.app, location, { ...cookies, portal_signin: secrets.binding })).headers.location as string;
    }
    secrets.confirmToken = new URL(location).searchParams.get('confirm_token') ?? '';
    expect(secrets.confirmToken).toMatch(/\./);
    await getAtPortal(stack.portal.app, location, cookies);
    const deletion = await stack.portal.app.inject({
      method: 'DELETE',
      url: '/api/ctb/v2/backups/no-such-backup',
      headers: { ...webClientHeaders, 'x-sc-confirm-token': secrets.confirmToken, ...ONE_BATCH },
      cookies,
    });
    expect(deletion.statusCode).toBe(404);

    const log = lines.join('');
    // The run was logged: the callback's request line is there, its values are not.
    expect(log).toContain('/auth/token/access?');
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThan(8);
      expect(log.includes(value), `the log holds the ${name}`).toBe(false);
      expect(log.includes(encodeURIComponent(value)), `the log holds the ${name}, encoded`).toBe(false);
    }
    expect(log).toContain('/api/auth/sc/verification/v1/email/[redacted]');
  });
});
