import type { Db } from '../db/database';
import { newErasureWorkerId, runNextErasureTask, type ErasureLogger, type ErasureRunnerOptions } from '../modules/erasure/erasure-task-runner';
import type { BlobStore } from '../storage/blob-store';
import { startPollLoop, type PollLoop } from './poll-loop';

export interface ErasureWorkerOptions extends Omit<ErasureRunnerOptions, 'workerId'> {
  db: Db;
  blobs: BlobStore;
  logger: ErasureLogger;
  /** How long to wait after finding nothing to do (default 2 seconds). */
  pollIntervalMs?: number;
}

/** stop() resolves once the task in hand (if any) has committed or rolled back. */
export type ErasureWorker = PollLoop;

const DEFAULT_POLL_INTERVAL_MS = 2000;

/**
 * The background worker of erasure tasks: runs due tasks one at a time until none is left,
 * then sleeps for the poll interval. Any number of workers (on one node or several sharing a
 * PostgreSQL) may run: each task is claimed by exactly one (see runNextErasureTask). Works on
 * PGlite too, whose single connection simply runs the workers' transactions one after another.
 */
export function startErasureWorker(options: ErasureWorkerOptions): ErasureWorker {
  const runner: ErasureRunnerOptions = { ...options, workerId: newErasureWorkerId() };
  return startPollLoop(
    async (signal) => {
      // Drain while tasks complete; after a failure (logged by the runner) wait a poll interval.
      while (!signal.aborted && (await runNextErasureTask(runner)).outcome === 'completed');
    },
    options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    (error) => options.logger.error({ err: error }, 'erasure worker could not claim a task'),
  );
}
