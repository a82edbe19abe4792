import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accounts } from './schema';
import { openDatabase } from './open-database';

describe('openDatabase', () => {
  // A ceiling, not a speed check: a new folder is initdb (a process of its own), the migrations
  // and a restart, which took 24 s and over 30 s (the suite's limit) on a busy 2-core machine.
  it('keeps PGlite data under its folder across a restart', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-pglite-')), 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(accounts).values({ displayName: 'Kept', loginId: 'kept@example.com' });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select().from(accounts);
    await second.close();
    expect(rows.map((row) => row.displayName)).toEqual(['Kept']);
  }, 120_000);

  it('names DATABASE_URL in one line when PostgreSQL cannot be reached', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgres://portal:secret@127.0.0.1:1/portal' })).rejects.toThrow(
      /^DATABASE_URL: cannot connect to 127\.0\.0\.1:1\/portal \(ECONNREFUSED/,
    );
  });

  it('does not reveal the password when it cannot connect', async () => {
    await expect(openDatabase({ kind: 'postgres', url: 'postgres://portal:hunter2@127.0.0.1:1/portal' })).rejects.not.toThrow(
      /hunter2/,
    );
  });

  it('names DATA_DIR when the PGlite folder cannot be made', async () => {
    // A folder under a regular file cannot be made (ENOTDIR), whoever runs the test.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-file-')), 'not-a-folder');
    writeFileSync(file, '');
    await expect(openDatabase({ kind: 'pglite', dataDir: path.join(file, 'pglite') })).rejects.toThrow(
      /^DATA_DIR: cannot create .* \(ENOTDIR\)$/,
    );
  });
});
