import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema';
import { useDatabaseInFolder } from './use-database-in-folder';
import { killChild, startChildUntil } from './child-until';

const CHILD = path.resolve(import.meta.dirname, 'commit-then-wait-child.ts');
/** What the child prints once its commit has returned. */
const COMMITTED = 'committed';

/**
 * Issue 14: a committed transaction survives the process being killed. On PGlite this rests on
 * its settings (pglite-worker.mjs: synchronous_commit, and writes that go straight to the data
 * folder's files); on PostgreSQL on the server. The child commits, says so, and is killed
 * with SIGKILL; the database, opened again, has the row.
 */
describe('a process killed right after a commit', () => {
  const folder = useDatabaseInFolder('portal-crash-');

  beforeAll(async () => {
    // Created and migrated here, then closed: PGlite's files can be open in one process at a time.
    await (await folder.testDatabase.open()).close();
  });

  it('leaves the committed row in the database', async () => {
    const loginId = `${randomUUID()}@example.com`;
    await killChild(await startChildUntil(CHILD, { target: folder.testDatabase.target, loginId }, new RegExp(`${COMMITTED}\\n`), 'committing'));

    const database = await folder.testDatabase.open();
    try {
      const rows = await database.db.select().from(accounts).where(eq(accounts.loginId, loginId));
      expect(rows.map((row) => row.displayName)).toEqual(['Committed before the crash']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
