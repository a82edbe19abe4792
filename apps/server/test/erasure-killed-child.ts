/**
 * An erasure worker that gets killed mid-task: it opens the database named on the command
 * line, claims one erasure task and, at the moment `killAt` names, says so on stdout and waits
 * to be killed (SIGKILL: no clean-up of any kind).
 *   - `beforeCommit` (erasure-worker.test.ts): the data is deleted, still inside the transaction;
 *   - `afterCommit` (blob-deletion-crash.test.ts): the transaction has committed, no photo file
 *     is deleted yet.
 *
 *   node --import tsx test/erasure-killed-child.ts '{"target":…,"dataDir":"…","killAt":"afterCommit"}'
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseTarget } from '../src/db/open-database';
import type { ErasureTaskRow } from '../src/modules/erasure/erasure-repository';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { ERASURE_COMMITTED, INSIDE_TRANSACTION, silentLogger } from './erasure-test-data';

const { target, dataDir, killAt } = JSON.parse(process.argv[2] ?? '{}') as {
  target: DatabaseTarget;
  dataDir: string;
  killAt: 'beforeCommit' | 'afterCommit';
};

async function sayAndWaitForTheKill(marker: string, task: ErasureTaskRow): Promise<void> {
  process.stdout.write(`${marker} ${task.referenceId}\n`);
  // A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
  await sleep(10 * 60 * 1000);
}

const database = await openDatabase(target);
const result = await runNextErasureTask({
  db: database.db,
  blobs: fileBlobStoreIn(dataDir),
  logger: silentLogger,
  // The ids the tests expect on the task the killed worker claimed.
  workerId: killAt === 'beforeCommit' ? 'doomed-worker' : 'killed-after-commit',
  ...(killAt === 'beforeCommit'
    ? { beforeCommit: (task: ErasureTaskRow) => sayAndWaitForTheKill(INSIDE_TRANSACTION, task) }
    : { afterCommit: (task: ErasureTaskRow) => sayAndWaitForTheKill(ERASURE_COMMITTED, task) }),
});
// Reached only if there was nothing to claim.
process.stdout.write(`${result.outcome}\n`);
await database.close();
