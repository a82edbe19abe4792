/**
 * An erasure worker killed right after its commit (used by blob-deletion-crash.test.ts): it
 * opens the database named on the command line, carries out one erasure task and, once the
 * task's transaction has committed but before any photo file is deleted, says so on stdout
 * and waits to be killed (SIGKILL: no clean-up of any kind).
 *
 *   node --import tsx test/erasure-killed-after-commit-child.ts '{"target":…,"dataDir":"…"}'
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type DatabaseTarget } from '../src/db/open-database';
import { runNextErasureTask } from '../src/modules/erasure/erasure-task-runner';
import { fileBlobStoreIn } from '../src/storage/file-blob-store';
import { ERASURE_COMMITTED, silentLogger } from './erasure-test-data';

const { target, dataDir } = JSON.parse(process.argv[2] ?? '{}') as { target: DatabaseTarget; dataDir: string };
const database = await openDatabase(target);
const result = await runNextErasureTask({
  db: database.db,
  blobs: fileBlobStoreIn(dataDir),
  logger: silentLogger,
  workerId: 'killed-after-commit',
  afterCommit: async (task) => {
    process.stdout.write(`${ERASURE_COMMITTED} ${task.referenceId}\n`);
    // A timer keeps the process alive (a bare pending promise would let it exit) until the kill.
    await sleep(10 * 60 * 1000);
  },
});
// Reached only if there was nothing to claim.
process.stdout.write(`${result.outcome}\n`);
await database.close();
