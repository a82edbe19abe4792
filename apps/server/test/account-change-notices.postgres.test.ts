import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { accounts } from '../src/db/schema';
import { signInTestAccount } from './test-accounts';
import { createTestDatabase, type TestDatabase } from './test-database';

type Heard = { kind: 'changed'; accountId: string } | { kind: 'listening'; isListening: boolean };

/**
 * What a node hears of changes committed by other nodes on PostgreSQL (migration 0012's
 * notices, db/postgres-account-changes.ts). PostgreSQL only: an embedded database has one
 * process, which hears of its writes as they end (the server suites cover that on both).
 */
describe('account change notices on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let node: DatabaseHandle;
  let otherNode: DatabaseHandle;
  let stopListening: () => Promise<void>;
  const heard: Heard[] = [];
  let onHeard: (() => void) | null = null;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    node = await testDatabase.open();
    otherNode = await testDatabase.open();
    stopListening = await node.changes.onAccountChange({
      changed: (accountId) => hear({ kind: 'changed', accountId }),
      listening: (isListening) => hear({ kind: 'listening', isListening }),
    });
  });

  afterAll(async () => {
    await stopListening();
    await otherNode.close();
    await node.close();
    await testDatabase.dispose();
  });

  function hear(event: Heard): void {
    heard.push(event);
    onHeard?.();
  }

  /** Resolves with what was heard once `done` says it is enough (checked at each event). */
  function heardUntil(done: (events: Heard[]) => boolean): Promise<Heard[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (!done(heard)) return;
        onHeard = null;
        resolve([...heard]);
      };
      onHeard = check;
      check();
    });
  }

  const changedOf = (accountId: string) => (events: Heard[]) => events.some((event) => event.kind === 'changed' && event.accountId === accountId);

  it('listens from the start, hears another node’s change by account, and not its own', async () => {
    expect(heard[0]).toEqual({ kind: 'listening', isListening: true });
    const own = await signInTestAccount(node.db);
    const elsewhere = await signInTestAccount(otherNode.db);
    heard.length = 0;
    await node.db.update(accounts).set({ displayName: 'Changed here' }).where(eq(accounts.id, own.accountId));
    await otherNode.db.update(accounts).set({ displayName: 'Changed elsewhere' }).where(eq(accounts.id, elsewhere.accountId));
    // Notices arrive in commit order: by the time the second is heard, the first would have been.
    const events = await heardUntil(changedOf(elsewhere.accountId));
    expect(events).toContainEqual({ kind: 'changed', accountId: elsewhere.accountId });
    expect(events).not.toContainEqual({ kind: 'changed', accountId: own.accountId });
  });

  it('says when its connection is lost, listens again, and hears changes after', async () => {
    heard.length = 0;
    await otherNode.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    const events = await heardUntil((all) => all.some((event) => event.kind === 'listening' && event.isListening));
    expect(events).toEqual([
      { kind: 'listening', isListening: false },
      { kind: 'listening', isListening: true },
    ]);
    const elsewhere = await signInTestAccount(otherNode.db);
    await otherNode.db.update(accounts).set({ displayName: 'Changed after' }).where(eq(accounts.id, elsewhere.accountId));
    await heardUntil(changedOf(elsewhere.accountId));
  });
});
