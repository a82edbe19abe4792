import { runDueBlobDeletions, type BlobDeletionOptions } from '../modules/blob-deletion/blob-deletion-runner';
import { sweepUnreferencedBlobs } from '../modules/blob-deletion/blob-sweep';
import { startPollLoop, type PollLoop } from './poll-loop';

export interface BlobDeletionWorkerOptions extends BlobDeletionOptions {
  /** How long to wait after the outbox is empty (default 5 seconds). */
  pollIntervalMs?: number;
  /** Time between sweeps of unreferenced blobs (default 6 hours); the first runs at start. */
  sweepIntervalMs?: number;
  /** Blobs younger than this are never swept (default 1 hour; blob-sweep.ts says why). */
  sweepGraceMs?: number;
}

export type BlobDeletionWorker = PollLoop;

const DEFAULT_POLL_INTERVAL_MS = 5000;
const DEFAULT_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
const DEFAULT_SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * The background worker of the blob outbox: deletes due blobs batch after batch until none is
 * due (blob-deletion-runner.ts), sweeps unreferenced blobs now and then (blob-sweep.ts), and
 * waits a poll interval. Started at every start, so deletions a crash interrupted are carried
 * out by the next start. Several workers may run (nodes sharing a PostgreSQL): a claimed
 * deletion is leased to one.
 */
export function startBlobDeletionWorker(options: BlobDeletionWorkerOptions): BlobDeletionWorker {
  const now = options.now ?? (() => new Date());
  const sweepIntervalMs = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const sweepGraceMs = options.sweepGraceMs ?? DEFAULT_SWEEP_GRACE_MS;
  let nextSweepAt = now().getTime();

  return startPollLoop(
    async (signal) => {
      // Drain while whole batches come back; a batch with failures waits for their backoff.
      for (;;) {
        const outcome = await runDueBlobDeletions(options);
        if (signal.aborted || outcome.deleted + outcome.failed === 0 || outcome.failed > 0) break;
      }
      if (signal.aborted || now().getTime() < nextSweepAt) return;
      nextSweepAt = now().getTime() + sweepIntervalMs;
      const sweptAt = now();
      await sweepUnreferencedBlobs({ ...options, now: sweptAt, writtenBefore: new Date(sweptAt.getTime() - sweepGraceMs) });
    },
    options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
    (error) => options.logger.error({ err: error }, 'blob deletion worker round failed'),
  );
}
