import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { AccountStore } from './account-store';
import { readDemoAccounts } from './demo-accounts';
import type { DemoAccount } from './demo-accounts';
import { startTestIdp } from './test-support/test-idp';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idp-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const seed: DemoAccount[] = [
  {
    sub: 'sub-1',
    loginId: 'one@example.com',
    password: 'first-secret-pw',
    name: 'One Example',
    givenName: 'One',
    familyName: 'Example',
    email: 'one@example.com',
    emailVerified: true,
    picture: null,
    description: '',
  },
];

describe('account store', () => {
  it('keeps scrypt hashes only, never a plain password', async () => {
    const file = join(dir, 'accounts.json');
    await AccountStore.open(file, seed);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('first-secret-pw');
    expect(text).toMatch(/"passwordHash": "scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+"/);
  });

  it('checks credentials case-insensitively on the login id, and refuses a wrong password', async () => {
    const store = await AccountStore.open(join(dir, 'accounts.json'), seed);
    expect((await store.verifyCredentials(' ONE@example.com ', 'first-secret-pw'))?.sub).toBe(
      'sub-1',
    );
    expect(await store.verifyCredentials('one@example.com', 'First-secret-pw')).toBeUndefined();
    expect(await store.verifyCredentials('nobody@example.com', 'first-secret-pw')).toBeUndefined();
  });

  it('keeps a changed name on reopening and adds only the seed accounts that are missing', async () => {
    const file = join(dir, 'accounts.json');
    const store = await AccountStore.open(file, seed);
    await store.updateName('sub-1', 'Renamed');
    const grown: DemoAccount[] = [
      ...seed,
      {
        ...seed[0]!,
        sub: 'sub-2',
        loginId: 'two@example.com',
        password: 'second-secret-pw',
        name: 'Two',
      },
    ];
    const reopened = await AccountStore.open(file, grown);
    expect(reopened.findBySub('sub-1')?.name).toBe('Renamed');
    expect(reopened.findByLoginId('two@example.com')?.name).toBe('Two');
    expect(await reopened.verifyCredentials('two@example.com', 'second-secret-pw')).toBeDefined();
  });

  it('keeps the name parts of the seed, and drops them when the name is changed', async () => {
    const file = join(dir, 'accounts.json');
    const store = await AccountStore.open(file, seed);
    expect(store.findBySub('sub-1')).toMatchObject({ givenName: 'One', familyName: 'Example' });
    await store.updateName('sub-1', 'Renamed');
    const reopened = await AccountStore.open(file, seed);
    expect(reopened.findBySub('sub-1')).toMatchObject({
      name: 'Renamed',
      givenName: null,
      familyName: null,
    });
  });

  it('gives a store written before name parts existed the parts of its unchanged seed accounts', async () => {
    const file = join(dir, 'accounts.json');
    const grown: DemoAccount[] = [
      ...seed,
      { ...seed[0]!, sub: 'sub-2', loginId: 'two@example.com', name: 'Two Example' },
    ];
    await AccountStore.open(file, grown);
    const old = JSON.parse(await readFile(file, 'utf8')) as {
      accounts: Record<string, unknown>[];
    };
    for (const account of old.accounts) {
      delete account.givenName;
      delete account.familyName;
    }
    old.accounts[1]!.name = 'Changed by the user';
    await writeFile(file, JSON.stringify(old));

    const reopened = await AccountStore.open(file, grown);
    expect(reopened.findBySub('sub-1')).toMatchObject({ givenName: 'One', familyName: 'Example' });
    expect(reopened.findBySub('sub-2')?.givenName).toBeUndefined();
    expect(reopened.findBySub('sub-2')?.familyName).toBeUndefined();
  });

  it('refuses a store in an unexpected format rather than silently reseeding', async () => {
    const file = join(dir, 'accounts.json');
    await writeFile(
      file,
      JSON.stringify({ version: 1, accounts: [{ loginId: 'x', password: 'plain' }] }),
    );
    await expect(AccountStore.open(file, seed)).rejects.toThrow(/not in the expected format/);
  });
});

describe('persisted provider state', () => {
  it('holds no demo password in any file of the data folder', async () => {
    const h = await startTestIdp();
    try {
      const files = await readdir(h.dataDir);
      expect(files.sort()).toEqual(['accounts.json', 'cookie-keys.json', 'signing-jwks.json']);
      const contents = await Promise.all(
        files.map((file) => readFile(join(h.dataDir, file), 'utf8')),
      );
      for (const account of readDemoAccounts()) {
        for (const content of contents) expect(content).not.toContain(account.password);
      }
    } finally {
      await h.stop();
    }
  });
});
