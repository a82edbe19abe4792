import type { Db } from '../db/database';
import { purgeExpiredBackups } from '../modules/retention/retention-purge';
import { startPollLoop, type PollLoop } from './poll-loop';

export interface RetentionLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RetentionWorkerOptions {
  db: Db;
  logger: RetentionLogger;
  /** Time between purges (default one hour); the first runs at start. */
  intervalMs?: number;
  now?: () => number;
}

/** stop() resolves once a purge in hand has committed or rolled back. */
export type RetentionWorker = PollLoop;

const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;

/** Purges expired backups now and then every interval (retention-purge.ts says what goes). */
export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const now = options.now ?? Date.now;
  return startPollLoop(
    async () => {
      const purged = await purgeExpiredBackups(options.db, now());
      if (purged.deviceBackups + purged.temporaryBackups > 0) options.logger.info(purged, 'expired backups purged');
    },
    intervalMs,
    (error) => options.logger.error({ err: error }, 'expired backups could not be purged'),
  );
}
