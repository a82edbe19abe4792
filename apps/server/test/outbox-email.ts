import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { outboxDirOf } from '../src/mail/create-mailer';
import { webClientHeaders } from './test-app';
import type { TestConfigOverrides } from './test-config';

/** The .eml files the outbox mailer wrote under `dataDir`, oldest first. */
export function outboxFiles(dataDir: string): string[] {
  try {
    return readdirSync(outboxDirOf(dataDir))
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
}

/** The newest e-mail in the outbox, with quoted-printable soft breaks and escapes undone. */
export function newestEmail(dataDir: string): string {
  const newest = outboxFiles(dataDir).at(-1);
  if (!newest) throw new Error('the outbox is empty');
  const raw = readFileSync(path.join(outboxDirOf(dataDir), newest), 'utf8');
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The POST path of the link in an e-mail text: what the verification-processing page takes from `signed=`. */
export function signedPathIn(text: string): string {
  const match = /#\/verification-processing\?signed=(\S+)/.exec(text);
  if (!match?.[1]) throw new Error('no verification link in the e-mail');
  return decodeURIComponent(match[1]);
}

/**
 * Settings of a test server that asks every new browser to verify (web sign-in verification
 * on) and writes its e-mails to the outbox under `dataDir`.
 */
export function verificationByEmailConfig(dataDir: string) {
  return {
    dataDir,
    webSignInVerification: 'first-sign-in',
    mail: { smtpUrl: null, from: 'Cloud Portal <no-reply@localhost>' },
  } as const satisfies TestConfigOverrides;
}

/**
 * Verifies a browser the way its user does, on a server with verificationByEmailConfig:
 * starts verification by e-mail, then opens the link the e-mail carries. Answers the auth
 * code the start gave and the signed path of the link.
 */
export async function verifyBrowserByEmail(
  app: FastifyInstance,
  dataDir: string,
  cookies: Record<string, string>,
): Promise<{ authCode: string; signedPath: string }> {
  const started = await app.inject({
    method: 'PUT',
    url: '/api/auth/sc/tokens/v1/web?authFlow=email',
    headers: webClientHeaders,
    cookies,
    payload: {},
  });
  if (started.statusCode !== 202)
    throw new Error(`verification did not start: ${started.statusCode} ${started.body}`);
  const signedPath = signedPathIn(newestEmail(dataDir));
  const confirmed = await app.inject({
    method: 'POST',
    url: signedPath,
    headers: webClientHeaders,
    cookies,
    payload: {},
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`the e-mail link was refused: ${confirmed.statusCode} ${confirmed.body}`);
  return { authCode: started.json<{ authCode: string }>().authCode, signedPath };
}
