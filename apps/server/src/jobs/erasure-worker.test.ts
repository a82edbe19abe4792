import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveSyncedData, INSIDE_TRANSACTION, recordingLogger, silentLogger, syncedRows } from '../../test/erasure-test-data';
import { signInTestAccount } from '../../test/test-accounts';
import { createTestDatabase, databaseKind, type TestDatabase } from '../../test/test-database';
import { useDatabaseInFolder } from '../../test/use-database-in-folder';
import { killChild, startChildUntil } from '../../test/child-until';
import type { DatabaseHandle } from '../db/database';
import { erasureTasks } from '../db/schema';
import { requestErasure } from '../modules/erasure/erasure-service';
import { runNextErasureTask } from '../modules/erasure/erasure-task-runner';
import { fileBlobStoreIn } from '../storage/file-blob-store';
import { startErasureWorker } from './erasure-worker';

const KILLED_CHILD = path.resolve(import.meta.dirname, '../../test/erasure-killed-child.ts');

describe('two erasure workers racing on several tasks', () => {
  let testDatabase: TestDatabase;
  let dataDir: string;
  /** One handle per worker on PostgreSQL (two connection pools, as two portal nodes); PGlite has one. */
  let handles: DatabaseHandle[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-erasure-race-'));
    testDatabase = await createTestDatabase();
    const first = await testDatabase.open();
    handles = databaseKind() === 'postgres' ? [first, await testDatabase.open()] : [first];
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await testDatabase.dispose();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('completes each task exactly once and erases its data exactly once', async () => {
    const db = handles[0]!.db;
    const blobs = fileBlobStoreIn(dataDir);
    const taskIds: string[] = [];
    let rowsToErase = 0;
    for (let a = 0; a < 4; a += 1) {
      const account = await signInTestAccount(db);
      await giveSyncedData(db, account.accountId);
      // Three tasks per account, each erasing one app on both devices (2 rows).
      for (const cid of ['contacts', 'calendar', 'notes']) {
        taskIds.push((await requestErasure(db, account.accountId, [cid])).referenceId);
        rowsToErase += 2;
      }
    }

    const loggers = [recordingLogger(), recordingLogger()];
    const workers = loggers.map((logger, index) =>
      startErasureWorker({
        db: handles[index % handles.length]!.db,
        blobs,
        logger,
        pollIntervalMs: 10,
        // Hold each transaction open a little, so the workers' claims overlap.
        beforeCommit: () => sleep(25),
      }),
    );
    try {
      await expect
        .poll(async () => (await db.select().from(erasureTasks).where(eq(erasureTasks.status, 'completed'))).length, { timeout: 20_000 })
        .toBe(taskIds.length);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const completions = loggers.flatMap((logger) => logger.entries.filter((entry) => entry.message === 'erasure task completed'));
    const completedIds = completions.map((entry) => (entry.details as { referenceId: string }).referenceId);
    expect(completedIds.sort()).toEqual([...taskIds].sort());
    const erasedRows = completions.reduce((sum, entry) => sum + (entry.details as { erased: { syncedContents: number } }).erased.syncedContents, 0);
    expect(erasedRows).toBe(rowsToErase);
    if (databaseKind() === 'postgres') {
      // Both took part: SKIP LOCKED let each pass over the task the other held.
      for (const logger of loggers) expect(logger.entries.length).toBeGreaterThan(0);
    }
    const tasks = await db.select().from(erasureTasks).where(inArray(erasureTasks.referenceId, taskIds));
    expect(tasks.every((task) => task.status === 'completed' && task.attempts === 1)).toBe(true);
  });
});

describe('an erasure worker killed in the middle of a task', () => {
  const folder = useDatabaseInFolder('portal-erasure-kill-');

  /** Starts the doomed worker and answers once it has deleted the task's data inside its transaction. */
  async function startDoomedWorker() {
    const job = { target: folder.testDatabase.target, dataDir: folder.dataDir, killAt: 'beforeCommit' };
    const doomed = await startChildUntil(KILLED_CHILD, job, new RegExp(`${INSIDE_TRANSACTION} (\\S+)`), 'its transaction');
    return { ...doomed, referenceId: doomed.said[1]! };
  }

  it('rolls everything back; a fresh worker then completes the task exactly once', async () => {
    // Set up, then close: PGlite's files can be open in one process at a time.
    let database = await folder.testDatabase.open();
    const account = await signInTestAccount(database.db);
    const rows = await giveSyncedData(database.db, account.accountId);
    const task = await requestErasure(database.db, account.accountId, ['contacts', 'Hq8sD2fJ6a']);
    if (databaseKind() === 'pglite') await database.close();

    const doomed = await startDoomedWorker();
    expect(doomed.referenceId).toBe(task.referenceId);
    await killChild(doomed);

    if (databaseKind() === 'pglite') database = await folder.testDatabase.open();
    try {
      // The killed transaction took its deletions with it.
      expect(await syncedRows(database.db, account.accountId)).toEqual(rows);
      const [pending] = await database.db.select().from(erasureTasks).where(eq(erasureTasks.referenceId, task.referenceId));
      expect(pending).toMatchObject({ status: 'pending', attempts: 0, completedAt: null });

      // PostgreSQL ends the dead connection's transaction (and its row lock) once it notices the
      // socket closed; until then SKIP LOCKED passes over the task, so wait for it.
      const fresh = { db: database.db, blobs: fileBlobStoreIn(folder.dataDir), logger: silentLogger, workerId: 'fresh-worker' };
      let result = await runNextErasureTask(fresh);
      for (let waited = 0; result.outcome === 'idle' && waited < 10_000; waited += 100) {
        await sleep(100);
        result = await runNextErasureTask(fresh);
      }
      // contacts and the two notes ids' 'notes', on both devices: 4 rows, erased once.
      expect(result).toEqual({ outcome: 'completed', referenceId: task.referenceId, accountId: account.accountId, erased: { syncedContents: 4, photos: 0 } });
      expect(await runNextErasureTask(fresh)).toEqual({ outcome: 'idle' });
      expect(await syncedRows(database.db, account.accountId)).toEqual(rows.filter((row) => !/:(contacts|notes)$/.test(row)));
      const [completed] = await database.db.select().from(erasureTasks).where(eq(erasureTasks.referenceId, task.referenceId));
      expect(completed).toMatchObject({ status: 'completed', attempts: 1, claimedBy: 'fresh-worker', completedAt: expect.any(Date) });
    } finally {
      await database.close();
    }
  }, 240_000);
});
