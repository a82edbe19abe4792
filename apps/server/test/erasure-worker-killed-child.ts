/**
 * A worker that gets killed mid-task (used by erasure-worker.test.ts): it opens the database
 * named on the command line, claims one erasure task, deletes its data and then, still inside
 * the transaction, says so on stdout and waits to be killed (SIGKILL: no clean-up of any kind).
 *
 *   node --import tsx test/erasure-worker-killed-child.ts '{"target":…,"dataDir":"…"}'
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseTarget } from '../src/db/open-database';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { INSIDE_TRANSACTION, silentLogger } from './erasure-test-data';

const { target, dataDir } = JSON.parse(process.argv[2] ?? '{}') as { target: DatabaseTarget; dataDir: string };
const database = await openDatabase(target);
const result = await runNextErasureTask({
  db: database.db,
  blobs: fileBlobStoreIn(dataDir),
  logger: silentLogger,
  workerId: 'doomed-worker',
  beforeCommit: async (task) => {
    process.stdout.write(`${INSIDE_TRANSACTION} ${task.referenceId}\n`);
    // A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
    await sleep(10 * 60 * 1000);
  },
});
// Reached only if there was nothing to claim.
process.stdout.write(`${result.outcome}\n`);
await database.close();
