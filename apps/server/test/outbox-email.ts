import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDirOf } from '../src/mail/create-mailer';

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
