/**
 * A portal process that commits and is then killed (used by crash-durability.test.ts): it opens
 * the database named on the command line, inserts an account in a transaction, says so on
 * stdout once the commit has returned, and waits to be killed (SIGKILL: no close, no
 * checkpoint, nothing flushed on the way out).
 *
 *   node --import tsx test/commit-then-wait-child.ts '{"target":…,"loginId":"…"}'
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseTarget } from '../src/db/open-database';
import { openDatabase } from '../src/db/open-database';
import { accounts } from '../src/db/schema';

const { target, loginId } = JSON.parse(process.argv[2] ?? '{}') as { target: DatabaseTarget; loginId: string };
const database = await openDatabase(target);
await database.db.transaction(async (tx) => {
  await tx.insert(accounts).values({ displayName: 'Committed before the crash', loginId });
});
process.stdout.write('committed\n');
// A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
await sleep(10 * 60 * 1000);
