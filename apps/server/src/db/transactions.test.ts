import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-database';
import { accounts } from './schema';

/** A promise, and the function that resolves it. */
function gate(): { passed: Promise<void>; open(): void } {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => {
    open = () => resolve();
  });
  return { passed, open };
}

/**
 * What the code relies on from a transaction, on both databases. On PGlite the database lives
 * in a worker thread (pglite-worker-client.ts), so these also prove the worker keeps
 * PostgreSQL's semantics: a transaction has the database to itself until it ends, and a
 * failure inside it takes its changes back.
 */
describe('transactions', () => {
  const database = useTestDatabase();

  const accountNamed = (loginId: string) => database.db.select().from(accounts).where(eq(accounts.loginId, loginId));

  it('keeps a query made outside an open transaction from seeing or joining it', async () => {
    const loginId = `${randomUUID()}@example.com`;
    const release = gate();
    const inserted = gate();
    const events: string[] = [];
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.insert(accounts).values({ displayName: 'Uncommitted', loginId });
        inserted.open();
        await release.passed;
        throw new Error('changed my mind');
      })
      .catch((error: Error) => events.push(`transaction: ${error.message}`));
    await inserted.passed;
    const outside = accountNamed(loginId).then((rows) => {
      events.push(`outside read: ${rows.length} rows`);
    });
    // One turn of the event loop: the read has been handed to the database before the transaction ends.
    await new Promise(setImmediate);
    release.open();
    await Promise.all([transaction, outside]);
    // Had the read run inside the open transaction, it would have seen the row (and been rolled back with it).
    expect(events).toContain('outside read: 0 rows');
    expect(events).toContain('transaction: changed my mind');
    expect(await accountNamed(loginId)).toEqual([]);
  });

  it('rolls the whole transaction back when a query inside it fails, and goes on working', async () => {
    const loginId = `${randomUUID()}@example.com`;
    const id = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(accounts).values({ id, displayName: 'First', loginId });
        await tx.insert(accounts).values({ id, displayName: 'Same id', loginId });
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await accountNamed(loginId)).toEqual([]);
    await database.db.insert(accounts).values({ id, displayName: 'After', loginId });
    expect((await accountNamed(loginId)).map((row) => row.displayName)).toEqual(['After']);
  });

  it('commits what a transaction wrote, nested savepoints that failed left out', async () => {
    const kept = `${randomUUID()}@example.com`;
    const dropped = `${randomUUID()}@example.com`;
    await database.db.transaction(async (tx) => {
      await tx.insert(accounts).values({ displayName: 'Kept', loginId: kept });
      await tx
        .transaction(async (nested) => {
          await nested.insert(accounts).values({ displayName: 'Dropped', loginId: dropped });
          await nested.execute(sql`select no_such_column from accounts`);
        })
        .catch(() => undefined);
    });
    expect((await accountNamed(kept)).map((row) => row.displayName)).toEqual(['Kept']);
    expect(await accountNamed(dropped)).toEqual([]);
  });
});
