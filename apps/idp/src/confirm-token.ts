// The confirm token: proof that the account holder re-entered the password moments ago
// (architecture "Destructive calls"). A compact JWS signed with the provider's own signing key
// (the one published at jwks_uri, same kid), so the portal verifies it exactly like an ID token:
// iss = issuer, aud = client_id, sub = the account's subject, exp = iat + ttl,
// a unique jti (names the token: the portal records it with the first deletion batch that
// presents the token and refuses it in any other batch, so a token serves one deletion run of
// its account within its lifetime: docs/decisions.md, issue 15 part 8),
// and purpose = 'confirm-password' (so an ID token, which has the same iss/aud/sub, can
// never pass as a confirm token).
import { randomUUID } from 'node:crypto';

import { importJWK, SignJWT } from 'jose';

import type { SigningKey } from './key-material';

export const CONFIRM_TOKEN_PURPOSE = 'confirm-password';

export interface ConfirmTokenIssuer {
  issue(subject: string, clientId: string): Promise<string>;
}

export async function createConfirmTokenIssuer(
  issuer: string,
  signingKey: SigningKey,
  ttlMs: number,
): Promise<ConfirmTokenIssuer> {
  const privateKey = await importJWK(signingKey, signingKey.alg);
  const ttlSeconds = Math.max(1, Math.round(ttlMs / 1000));
  return {
    async issue(subject, clientId) {
      const iat = Math.floor(Date.now() / 1000);
      return new SignJWT({ purpose: CONFIRM_TOKEN_PURPOSE })
        .setProtectedHeader({ alg: signingKey.alg, kid: signingKey.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject(subject)
        .setAudience(clientId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlSeconds)
        .setJti(randomUUID())
        .sign(privateKey);
    },
  };
}
