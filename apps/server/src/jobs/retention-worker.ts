import type { Db } from '../db/database';
import { purgeGalleryTrash } from '../modules/gallery/gallery-trash-service';
import { BACKUP_FILE_UPLOAD_IDLE_MS } from '@cloud-portal/contract/device-backup-files';
import { deleteUploadsIdleSince } from '../modules/backup/backup-file-upload-repository';
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

/**
 * Purges expired backups (retention-purge.ts says what goes), Gallery photos past their
 * days in the trash (gallery-trash-service.ts; their files go through the blob deletion
 * worker) and uploads in parts left for a day, at start and then every interval. All are
 * safe on several nodes at once.
 */
export function startRetentionWorker(options: RetentionWorkerOptions): RetentionWorker {
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const now = options.now ?? Date.now;
  return startPollLoop(
    async () => {
      const at = now();
      const purged = await purgeExpiredBackups(options.db, at);
      if (purged.deviceBackups + purged.temporaryBackups > 0) options.logger.info(purged, 'expired backups purged');
      const trash = await purgeGalleryTrash(options.db, at);
      if (trash.deleted > 0) options.logger.info({ trashedPhotos: trash.deleted, freedBytes: trash.freedBytes }, 'Gallery trash past its days purged');
      // Their parts go with the sweep of unreferenced blobs (backup-blob-references.ts).
      const uploads = await deleteUploadsIdleSince(options.db, new Date(at - BACKUP_FILE_UPLOAD_IDLE_MS));
      if (uploads > 0) options.logger.info({ uploads }, 'uploads in parts left for a day dropped');
    },
    intervalMs,
    (error) => options.logger.error({ err: error }, 'expired backups or Gallery trash could not be purged'),
  );
}
