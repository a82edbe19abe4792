// The demo accounts seed (apps/idp/seed/demo-accounts.json). Plain passwords live only here:
// they are demo credentials the launcher prints anyway. The persisted store keeps hashes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_SEED_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'seed',
  'demo-accounts.json',
);

/** Folder of the seed's profile pictures, served at /pictures/<file>. */
export const PICTURES_DIR = join(dirname(DEFAULT_SEED_FILE), 'pictures');

export interface DemoAccount {
  /** Stable subject identifier, the `sub` of ID tokens and confirm tokens. */
  sub: string;
  /** What the user types in the ID field (an e-mail address for every demo account). */
  loginId: string;
  password: string;
  name: string;
  /** OIDC `given_name` and `family_name`; null when the seed leaves them out. */
  givenName: string | null;
  familyName: string | null;
  email: string;
  emailVerified: boolean;
  /** File name in seed/pictures, or null when the account has no profile picture. */
  picture: string | null;
  /** What the account is for (printed next to the credentials). */
  description: string;
}

export const PICTURE_FILE_PATTERN = /^[a-z0-9][a-z0-9-]{0,60}\.svg$/;

function fail(file: string, message: string): never {
  throw new Error(`Invalid demo accounts seed ${file}: ${message}`);
}

function text(file: string, where: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    fail(file, `${where} must be a non-empty string`);
  return value;
}

function optionalText(file: string, where: string, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return text(file, where, value).trim();
}

function parseAccount(file: string, raw: unknown, index: number): DemoAccount {
  const where = `accounts[${index}]`;
  if (typeof raw !== 'object' || raw === null) fail(file, `${where} must be an object`);
  const entry = raw as Record<string, unknown>;
  const picture = entry.picture ?? null;
  if (picture !== null && (typeof picture !== 'string' || !PICTURE_FILE_PATTERN.test(picture))) {
    fail(file, `${where}.picture must be null or a file name like "name.svg"`);
  }
  if (typeof entry.emailVerified !== 'boolean')
    fail(file, `${where}.emailVerified must be a boolean`);
  return {
    sub: text(file, `${where}.sub`, entry.sub),
    loginId: text(file, `${where}.loginId`, entry.loginId).trim(),
    password: text(file, `${where}.password`, entry.password),
    name: text(file, `${where}.name`, entry.name).trim(),
    givenName: optionalText(file, `${where}.givenName`, entry.givenName),
    familyName: optionalText(file, `${where}.familyName`, entry.familyName),
    email: text(file, `${where}.email`, entry.email).trim(),
    emailVerified: entry.emailVerified,
    picture,
    description: typeof entry.description === 'string' ? entry.description : '',
  };
}

/** Reads and validates the seed; throws with the file name and the faulty field. */
export function readDemoAccounts(seedFile: string = DEFAULT_SEED_FILE): DemoAccount[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(seedFile, 'utf8'));
  } catch (error) {
    fail(seedFile, (error as Error).message);
  }
  const list = (parsed as { accounts?: unknown } | null)?.accounts;
  if (!Array.isArray(list)) fail(seedFile, '"accounts" must be an array');
  const accounts = list.map((raw, index) => parseAccount(seedFile, raw, index));
  const seen = new Set<string>();
  for (const account of accounts) {
    for (const key of [`sub:${account.sub}`, `login:${account.loginId.toLowerCase()}`]) {
      if (seen.has(key)) fail(seedFile, `duplicate ${key}`);
      seen.add(key);
    }
  }
  return accounts;
}
