// Starts the provider for a test on a free port in a temporary data folder, and drives the
// authorization code + PKCE flow with openid-client, as the portal server does.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import * as client from 'openid-client';

import { startIdp } from '../start-idp';
import type { IdpClient, IdpOptions, RunningIdp } from '../start-idp';
import { readForm } from './test-browser';
import type { TestBrowser } from './test-browser';

export const PORTAL_ORIGIN = 'http://localhost:8080';
export const TEST_CLIENT: IdpClient = {
  clientId: 'cloud-portal',
  clientSecret: 'test-secret-test-secret',
  redirectUris: [`${PORTAL_ORIGIN}/auth/token/access`],
  postLogoutRedirectUris: [`${PORTAL_ORIGIN}/logout`, `${PORTAL_ORIGIN}/timeout`],
};
export const REDIRECT_URI = TEST_CLIENT.redirectUris[0] ?? '';
export const DEMO = { loginId: 'demo@example.com', password: 'CloudDemo-1' };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestIdp {
  issuer: string;
  dataDir: string;
  idp: RunningIdp;
  /** Closes and starts the provider again on the same port and data folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestIdp(
  options: Pick<IdpOptions, 'confirmTokenTtlMs' | 'supportEmail' | 'trustProxy' | 'throttleLimits' | 'deviceClientId' | 'stateStore' | 'extraAccounts'> = {},
): Promise<TestIdp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'idp-test-'));
  const issuer = `http://localhost:${await freePort()}`;
  const start = () =>
    startIdp({ issuer, dataDir, clients: [TEST_CLIENT], log: () => undefined, ...options });
  const harness: TestIdp = {
    issuer,
    dataDir,
    idp: await start(),
    async restart() {
      await harness.idp.close();
      harness.idp = await start();
    },
    async stop() {
      await harness.idp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export async function discover(
  issuer: string,
  auth: client.ClientAuth = client.ClientSecretBasic(TEST_CLIENT.clientSecret),
): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), TEST_CLIENT.clientId, undefined, auth, {
    execute: [client.allowInsecureRequests],
  });
}

export interface PendingAuthorization {
  config: client.Configuration;
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

export async function newAuthorization(
  issuer: string,
  extra: Record<string, string> = {},
  auth?: client.ClientAuth,
): Promise<PendingAuthorization> {
  const config = await discover(issuer, auth);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { config, url, verifier, state, nonce };
}

/** Opens the authorization URL and follows the provider's redirects (to the login page, or back to the portal). */
export async function openAuthorization(
  browser: TestBrowser,
  issuer: string,
  pending: PendingAuthorization,
): Promise<Response> {
  return browser.followWithin(issuer, await browser.get(pending.url));
}

/** Submits the login page's form. */
export async function submitLogin(
  browser: TestBrowser,
  loginPage: Response,
  credentials: { loginId: string; password: string },
): Promise<Response> {
  const form = readForm(await loginPage.text(), loginPage.url);
  return browser.post(form.action, { ...form.fields, ...credentials });
}

/** Exchanges the code of the redirect back to the portal, checking state, nonce and PKCE. */
export async function redeem(pending: PendingAuthorization, portalRedirect: Response) {
  const location = portalRedirect.headers.get('location');
  if (!location) throw new Error(`Expected a redirect to the portal, got ${portalRedirect.status}`);
  return client.authorizationCodeGrant(pending.config, new URL(location), {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
  });
}

/** The whole sign-in in `browser`; returns the token response (ID token claims via .claims()). */
export async function signIn(
  browser: TestBrowser,
  issuer: string,
  credentials: { loginId: string; password: string } = DEMO,
) {
  const pending = await newAuthorization(issuer);
  const loginPage = await openAuthorization(browser, issuer, pending);
  if (loginPage.status !== 200) throw new Error(`Expected the login page, got ${loginPage.status}`);
  const afterLogin = await submitLogin(browser, loginPage, credentials);
  return redeem(pending, await browser.followWithin(issuer, afterLogin));
}
