import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestAccount, type SignedInTestAccount } from '../../test/test-accounts';
import { createTestConfirmTokens, type TestConfirmTokens } from '../../test/test-confirm-tokens';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { ConfirmTokenVerifier } from './confirm-token-verifier';

const CLIENT_ID = 'cloud-portal';

/** The verifier reads only the headers and the logger of a request. */
function requestWith(token?: string): FastifyRequest {
  const headers = token === undefined ? {} : { 'x-sc-confirm-token': token };
  return { headers, log: { info: () => undefined } } as unknown as FastifyRequest;
}

const refused = { status: 403, rcode: Rcodes.CONFIRM_TOKEN_REQUIRED.rcode };

describe('ConfirmTokenVerifier', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  let tokens: TestConfirmTokens;
  let verifier: ConfirmTokenVerifier;
  let alice: SignedInTestAccount;
  let bob: SignedInTestAccount;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await testDatabase.open();
    tokens = await createTestConfirmTokens(CLIENT_ID);
    verifier = new ConfirmTokenVerifier(database.db, tokens.keySource, CLIENT_ID);
    alice = await signInTestAccount(database.db);
    bob = await signInTestAccount(database.db);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.dispose();
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
});
