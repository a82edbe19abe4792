import type { DatabaseHandle } from '../src/db/database';
import { madeBeforeAll, viewOf } from './made-before-all';
import { createTestDatabase } from './test-database';

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
  const opened = madeBeforeAll(
    async () => {
      const testDatabase = await createTestDatabase();
      // A database that fails to open is still dropped.
      const handle = await testDatabase.open().catch(async (error: unknown) => {
        await testDatabase.dispose();
        throw error;
      });
      return { testDatabase, handle };
    },
    async ({ testDatabase, handle }) => {
      await handle.close();
      await testDatabase.dispose();
    },
  );
  return viewOf(() => ({ db: opened().handle.db, handle: opened().handle }), ['db', 'handle']);
}
