import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { createTestApp, webClientHeaders, type TestApp } from '../../test/test-app';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { createTestConfirmTokens, type TestConfirmTokens, confirmBatchHeaders } from '../../test/test-confirm-tokens';
import { useTestDatabase } from '../../test/use-test-database';
import { ConfirmTokenVerifier } from './confirm-token-verifier';
import { ProviderUnavailableError } from './provider-unavailable-error';

/** Every deletion of this file is one run: a token is never refused for its batch here. */
const ONE_BATCH = confirmBatchHeaders();

const CLIENT_ID = 'cloud-portal';

/** The verifier reads only the headers and the logger of a request. */
function requestWith(token?: string): FastifyRequest {
  const headers = token === undefined ? {} : { 'x-sc-confirm-token': token, ...ONE_BATCH };
  return { headers, log: { info: () => undefined, error: () => undefined } } as unknown as FastifyRequest;
}

const refused = { status: 403, rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode };
const providerDown = { status: 502, rcode: Rcodes.PROVIDER_UNAVAILABLE.rcode };

describe('ConfirmTokenVerifier', () => {
  const database = useTestDatabase();
  let tokens: TestConfirmTokens;
  let verifier: ConfirmTokenVerifier;
  let alice: SignedInTestAccount;
  let bob: SignedInTestAccount;

  beforeAll(async () => {
    tokens = await createTestConfirmTokens(CLIENT_ID);
    verifier = new ConfirmTokenVerifier(database.db, tokens.keySource, CLIENT_ID);
    alice = await signInTestAccount(database.db);
    bob = await signInTestAccount(database.db);
  });
  it("accepts a fresh confirm token of the session's account", async () => {
    await expect(verifier.requireValid(requestWith(await tokens.issue(alice.subject)), alice.accountId)).resolves.toBeUndefined();
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ['no token', async () => undefined],
    ['an empty token', async () => ''],
    ['an expired token', () => tokens.issue(alice.subject, { expiresInSeconds: -5 })],
    ['a token for another client', () => tokens.issue(alice.subject, { audience: 'another-client' })],
    ['a token for another purpose', () => tokens.issue(alice.subject, { purpose: 'sign-in' })],
    ["another account's token", () => tokens.issue(bob.subject)],
    ['a token for a subject with no account', () => tokens.issue('nobody-at-all')],
    ['a token signed with another key', async () => (await createTestConfirmTokens(CLIENT_ID)).issue(alice.subject)],
    ['garbage', async () => 'not.a.jwt'],
  ])('refuses %s with 403 40305001', async (_label, token) => {
    await expect(verifier.requireValid(requestWith(await token()), alice.accountId)).rejects.toMatchObject(refused);
  });

  it('refuses a token from another issuer than the one whose keys it trusts', async () => {
    const otherIssuer = new ConfirmTokenVerifier(
      database.db,
      async () => ({ ...(await tokens.keySource()), issuer: 'https://other-idp.test' }),
      CLIENT_ID,
    );
    await expect(otherIssuer.requireValid(requestWith(await tokens.issue(alice.subject)), alice.accountId)).rejects.toMatchObject(refused);
  });

  it('answers 502 50200001 when the provider cannot give its keys (discovery down)', async () => {
    const down = new ConfirmTokenVerifier(
      database.db,
      () => Promise.reject(new ProviderUnavailableError(new TypeError('fetch failed'))),
      CLIENT_ID,
    );
    await expect(down.requireValid(requestWith(await tokens.issue(alice.subject)), alice.accountId)).rejects.toMatchObject(providerDown);
  });

  it('answers 502 50200001 when the key set itself cannot be downloaded', async () => {
    const closedPort = await freePort();
    const keySet = createRemoteJWKSet(new URL(`http://127.0.0.1:${closedPort}/jwks`));
    const unreachable = new ConfirmTokenVerifier(database.db, async () => ({ issuer: 'https://idp.test', keySet }), CLIENT_ID);
    await expect(unreachable.requireValid(requestWith(await tokens.issue(alice.subject)), alice.accountId)).rejects.toMatchObject(
      providerDown,
    );
  });

  it('still asks for the password, not the provider, when no token is sent', async () => {
    const down = new ConfirmTokenVerifier(database.db, () => Promise.reject(new Error('must not be asked')), CLIENT_ID);
    await expect(down.requireValid(requestWith(), alice.accountId)).rejects.toMatchObject(refused);
  });
});

describe('a destructive call while the sign-in provider is down', () => {
  let portal: TestApp;

  beforeAll(async () => {
    const closedPort = await freePort();
    portal = await createTestApp({ config: { oidc: { issuer: `http://localhost:${closedPort}`, clientId: CLIENT_ID, clientSecret: 's' } } });
  });
  afterAll(() => portal.close());

  it('answers 502 50200001, not a generic 500', async () => {
    const account = await signInTestAccount(portal.database.db);
    const tokens = await createTestConfirmTokens(CLIENT_ID);
    const response = await portal.app.inject({
      method: 'DELETE',
      url: '/api/ctb/v2/backups/tb_AAAAAAAAAAAAAAAA',
      headers: { ...webClientHeaders, 'x-sc-confirm-token': await tokens.issue(account.subject), ...ONE_BATCH },
      cookies: { portal_session: account.sessionToken },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ rcode: 50200001, rmsg: 'The sign-in service cannot be reached. Try again later.' });
  });
});
