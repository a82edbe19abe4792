import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token for a cookie (256 bits, base64url). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a cookie token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
