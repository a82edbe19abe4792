import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { viewOf } from './made-before-all';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The folder and database of `useDatabaseInFolder`, there from the first test (and hook) of its block on. */
export interface DatabaseInFolder {
  /** A fresh temporary folder (a portal's DATA_DIR). */
  readonly dataDir: string;
  /** A test database whose PGlite files are in `dataDir/pglite` (on PostgreSQL: a fresh database), not opened yet. */
  readonly testDatabase: TestDatabase;
}

/**
 * A temporary folder named `prefix…` with a test database in it, for tests that close and
 * reopen their database or kill a process that has it open: made before the tests of the
 * block that calls this (`per: 'test'`: before each test) and removed after them.
 */
export function useDatabaseInFolder(prefix: string, per: 'block' | 'test' = 'block'): DatabaseInFolder {
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  let made: DatabaseInFolder | undefined;
  before(async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
    made = { dataDir, testDatabase: await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') }) };
  });
  after(async () => {
    if (!made) return;
    await made.testDatabase.dispose();
    await rm(made.dataDir, { recursive: true, force: true });
    made = undefined;
  });
  const current = (): DatabaseInFolder => {
    if (!made) throw new Error('Made before the tests: read it inside a test or a hook.');
    return made;
  };
  return viewOf(current, ['dataDir', 'testDatabase']);
}
