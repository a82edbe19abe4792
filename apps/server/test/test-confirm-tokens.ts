import { randomUUID } from 'node:crypto';
import { CONFIRM_BATCH_HEADER } from '@cloud-portal/contract/client-headers';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { ConfirmTokenKeySource } from '../src/auth/confirm-token-verifier';

export const TEST_ISSUER = 'https://idp.test';

export interface TestConfirmTokens {
  keySource: ConfirmTokenKeySource;
  /** A confirm token as the provider's gate issues it, for the account with this subject. */
  issue(subject: string, options?: { expiresInSeconds?: number; audience?: string; purpose?: string }): Promise<string>;
}

/** Signs confirm tokens with a key made for the test, exactly as the provider's gate does. */
export async function createTestConfirmTokens(clientId = 'cloud-portal'): Promise<TestConfirmTokens> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = createLocalJWKSet({ keys: [jwk] });
  return {
    keySource: async () => ({ issuer: TEST_ISSUER, keySet }),
    issue: (subject, options = {}) =>
      new SignJWT({ purpose: options.purpose ?? 'confirm-password' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(TEST_ISSUER)
        .setSubject(subject)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 240))
        .sign(privateKey),
  };
}

/** The batch header of one deletion run: every call of the run sends the same id. */
export function confirmBatchHeaders(batchId: string = randomUUID()): Record<typeof CONFIRM_BATCH_HEADER, string> {
  return { [CONFIRM_BATCH_HEADER]: batchId };
}
