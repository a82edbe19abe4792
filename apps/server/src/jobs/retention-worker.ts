import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { purgeExpiredBackups } from '../modules/retention/retention-purge';

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

export interface RetentionWorker {
  /** Stops; resolves once a purge in hand has committed or rolled back. */
  stop(): Promise<void>;
}

const DEFAULT_INTERVAL_MS = 60 * 60 * 1000;

/** Purges expired backups now and then every interval (retention-purge.ts says what goes). */
export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const now = options.now ?? Date.now;
  const stopping = new AbortController();

  const loop = async () => {
    while (!stopping.signal.aborted) {
      try {
        const purged = await purgeExpiredBackups(options.db, now());
        if (purged.deviceBackups + purged.temporaryBackups > 0) options.logger.info(purged, 'expired backups purged');
      } catch (error) {
        options.logger.error({ err: error }, 'expired backups could not be purged');
      }
      await sleep(intervalMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  };
  const running = loop();

  return {
    stop: async () => {
      stopping.abort();
      await running;
    },
  };
}
