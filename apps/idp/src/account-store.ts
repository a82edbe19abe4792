// The persisted account store (<dataDir>/accounts.json). It holds only scrypt hashes, never a
// plain password. First start copies the seed in; later starts keep what is stored (a changed
// display name survives a restart) and only add seed accounts that are missing.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';

import type { DemoAccount } from './demo-accounts';
import { hashPassword, isPasswordHash, verifyPassword } from './password-hash';

export interface StoredAccount {
  sub: string;
  loginId: string;
  passwordHash: string;
  name: string;
  /**
   * The parts of the name (OIDC `given_name`, `family_name`), so the portal can write them in
   * the order of its language. Null when unknown; absent in stores written before they existed.
   */
  givenName?: string | null;
  familyName?: string | null;
  email: string;
  emailVerified: boolean;
  picture: string | null;
}

interface StoreFile {
  version: 1;
  accounts: StoredAccount[];
}

export function normalizeLoginId(loginId: string): string {
  return loginId.normalize('NFC').trim().toLowerCase();
}

function isOptionalText(value: unknown): boolean {
  return value === undefined || value === null || typeof value === 'string';
}

function isStoredAccount(value: unknown): value is StoredAccount {
  const a = value as Partial<StoredAccount> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.sub === 'string' &&
    typeof a.loginId === 'string' &&
    typeof a.passwordHash === 'string' &&
    isPasswordHash(a.passwordHash) &&
    typeof a.name === 'string' &&
    isOptionalText(a.givenName) &&
    isOptionalText(a.familyName) &&
    typeof a.email === 'string' &&
    typeof a.emailVerified === 'boolean' &&
    (a.picture === null || typeof a.picture === 'string')
  );
}

async function readStoreFile(file: string): Promise<StoredAccount[] | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<StoreFile>;
  if (
    parsed.version !== 1 ||
    !Array.isArray(parsed.accounts) ||
    !parsed.accounts.every(isStoredAccount)
  ) {
    throw new Error(
      `The account store ${file} is not in the expected format; move it away to reseed.`,
    );
  }
  return parsed.accounts;
}

/**
 * A seed account stored before name parts existed gets them from the seed, unless its name
 * was changed since (then they would not match). True when it changed.
 */
function fillNameParts(stored: StoredAccount, demo: DemoAccount): boolean {
  if (stored.givenName !== undefined || stored.familyName !== undefined) return false;
  if (stored.sub !== demo.sub || stored.name !== demo.name) return false;
  stored.givenName = demo.givenName;
  stored.familyName = demo.familyName;
  return true;
}

export class AccountStore {
  readonly #file: string;
  readonly #accounts: StoredAccount[];
  #writing: Promise<void> = Promise.resolve();
  // A hash of a random secret: unknown login ids are checked against it so that a wrong
  // login id takes as long as a wrong password and timing does not reveal which one it was.
  #decoyHash: Promise<string> | undefined;

  private constructor(file: string, accounts: StoredAccount[]) {
    this.#file = file;
    this.#accounts = accounts;
  }

  static async open(file: string, seed: DemoAccount[]): Promise<AccountStore> {
    const stored = (await readStoreFile(file)) ?? [];
    const store = new AccountStore(file, stored);
    let changed = stored.length === 0;
    for (const demo of seed) {
      const known = stored.find(
        (a) => a.sub === demo.sub || normalizeLoginId(a.loginId) === normalizeLoginId(demo.loginId),
      );
      if (known) {
        if (fillNameParts(known, demo)) changed = true;
        continue;
      }
      stored.push({
        sub: demo.sub,
        loginId: demo.loginId,
        passwordHash: await hashPassword(demo.password),
        name: demo.name,
        givenName: demo.givenName,
        familyName: demo.familyName,
        email: demo.email,
        emailVerified: demo.emailVerified,
        picture: demo.picture,
      });
      changed = true;
    }
    if (changed) await store.#save();
    return store;
  }

  findBySub(sub: string): StoredAccount | undefined {
    return this.#accounts.find((a) => a.sub === sub);
  }

  findByLoginId(loginId: string): StoredAccount | undefined {
    const wanted = normalizeLoginId(loginId);
    return this.#accounts.find((a) => normalizeLoginId(a.loginId) === wanted);
  }

  /** The account when login id and password match; undefined otherwise, in about the same time. */
  async verifyCredentials(loginId: string, password: string): Promise<StoredAccount | undefined> {
    const account = this.findByLoginId(loginId);
    if (!account) {
      this.#decoyHash ??= hashPassword(randomBytes(32).toString('base64url'));
      await verifyPassword(password, await this.#decoyHash);
      return undefined;
    }
    return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
  }

  async checkPassword(account: StoredAccount, password: string): Promise<boolean> {
    return verifyPassword(password, account.passwordHash);
  }

  /**
   * Sets the display name (already validated by the caller) and persists the store. The
   * name parts are dropped: they no longer match what the user typed, so the portal shows
   * the name as written.
   */
  async updateName(sub: string, name: string): Promise<void> {
    const account = this.findBySub(sub);
    if (!account) throw new Error(`No account ${sub}`);
    account.name = name;
    account.givenName = null;
    account.familyName = null;
    await this.#save();
  }

  /** Resolves once every pending write has reached the disk. */
  async flush(): Promise<void> {
    await this.#writing;
  }

  #save(): Promise<void> {
    const snapshot: StoreFile = { version: 1, accounts: this.#accounts.map((a) => ({ ...a })) };
    // Writes are chained so two saves never interleave; each goes to a temporary file and is
    // renamed into place, so a crash never leaves a half-written store.
    const write = this.#writing.then(async () => {
      const temporary = `${this.#file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(snapshot, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, this.#file);
    });
    this.#writing = write.catch(() => undefined);
    return write;
  }
}
