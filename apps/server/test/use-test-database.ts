import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The database of `useTestDatabase`, there from the first test (and hook) of its block on. */
export interface OpenTestDatabase {
  readonly db: DatabaseHandle['db'];
  readonly handle: DatabaseHandle;
}

/**
 * A fresh, migrated database for the file or `describe` block that calls this: opened before
 * its tests and its own `beforeAll` hooks (hooks run in the order they are declared), closed
 * and dropped after them (after hooks run in reverse).
 */
export function useTestDatabase(): OpenTestDatabase {
  let testDatabase: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    handle = await testDatabase.open();
  });
  afterAll(async () => {
    await handle?.close();
    await testDatabase?.dispose();
  });
  const opened = (): DatabaseHandle => {
    if (!handle) throw new Error('The test database opens in beforeAll: read it inside a test or a hook.');
    return handle;
  };
  return {
    get db() {
      return opened().db;
    },
    get handle() {
      return opened();
    },
  };
}
