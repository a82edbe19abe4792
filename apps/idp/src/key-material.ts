// Signing keys and cookie keys, made on first start and kept in the data folder so ID tokens,
// confirm tokens and provider cookies stay valid across restarts. Files are written 0600.
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { calculateJwkThumbprint, exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

export const SIGNING_ALG = 'RS256';

export interface SigningKey extends JWK {
  kid: string;
  alg: typeof SIGNING_ALG;
  use: 'sig';
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

async function writeSecretJson(file: string, value: unknown): Promise<void> {
  // 'wx' fails if another process created the file meanwhile, instead of overwriting its keys.
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
}

function isSigningKey(value: unknown): value is SigningKey {
  const key = value as Partial<SigningKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    key.kty === 'RSA' &&
    key.alg === SIGNING_ALG &&
    typeof key.kid === 'string' &&
    typeof key.d === 'string'
  );
}

/** The private RS256 signing key (JWK with kid), generated and saved on first start. */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, 'signing-jwks.json');
  const stored = (await readJson(file)) as { keys?: unknown[] } | undefined;
  if (stored !== undefined) {
    const key = stored.keys?.[0];
    if (!isSigningKey(key))
      throw new Error(`${file} does not hold an RS256 private JWK with a kid`);
    return key;
  }
  const { privateKey } = await generateKeyPair(SIGNING_ALG, {
    modulusLength: 2048,
    extractable: true,
  });
  const jwk = await exportJWK(privateKey);
  const key: SigningKey = {
    ...jwk,
    kid: await calculateJwkThumbprint(jwk),
    alg: SIGNING_ALG,
    use: 'sig',
  };
  await writeSecretJson(file, { keys: [key] });
  return key;
}

/** Keys that sign the provider's cookies (Keygrip), generated and saved on first start. */
export async function loadOrCreateCookieKeys(dataDir: string): Promise<string[]> {
  const file = join(dataDir, 'cookie-keys.json');
  const stored = (await readJson(file)) as { keys?: unknown } | undefined;
  if (stored !== undefined) {
    const keys = stored.keys;
    if (
      !Array.isArray(keys) ||
      keys.length === 0 ||
      !keys.every((k) => typeof k === 'string' && k.length >= 32)
    ) {
      throw new Error(`${file} does not hold a list of cookie keys`);
    }
    return keys as string[];
  }
  const keys = [randomBytes(32).toString('base64url')];
  await writeSecretJson(file, { keys });
  return keys;
}
