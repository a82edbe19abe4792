import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { madeBeforeAll, viewOf } from './made-before-all';
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
  const current = madeBeforeAll(
    async (): Promise<DatabaseInFolder> => {
      const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
      return { dataDir, testDatabase: await createTestDatabase({ pgliteDataDir: path.join(dataDir, 'pglite') }) };
    },
    async ({ dataDir, testDatabase }) => {
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
    per,
  );
  return viewOf(current, ['dataDir', 'testDatabase']);
}
