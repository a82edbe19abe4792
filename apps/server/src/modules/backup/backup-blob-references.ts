import { BACKUP_FILE_UPLOAD_IDLE_MS } from '@cloud-portal/contract/device-backup-files';
import type { Db } from '../../db/database';
import type { StoredBlob } from '../../storage/blob-store';
import { BACKUP_FILE_PARTS_PREFIX, BACKUP_FILES_PREFIX } from './backup-file-keys';
import { selectBackupsHolding } from './backup-file-repository';
import { selectUploadsUnderWay } from './backup-file-upload-repository';

/** backup-file-parts/<account>/<hash>/<offset>: the shape of every key backupFilePartKey makes. */
const PART_KEY = new RegExp(`^${BACKUP_FILE_PARTS_PREFIX}/([^/]+)/([^/]+)/\\d+$`);

/**
 * Which of these keys are parts of an upload no longer under way: put together already, or
 * dropped after a day (retention). A key of another shape is not this module's to judge.
 */
export async function unreferencedBackupFilePartKeys(db: Db, keys: readonly string[]): Promise<string[]> {
  const candidates = keys.flatMap((key) => {
    const match = PART_KEY.exec(key);
    return match ? [{ key, upload: `${match[1]!}/${match[2]!}`, contentHash: match[2]! }] : [];
  });
  if (candidates.length === 0) return [];
  const underWay = await selectUploadsUnderWay(db, candidates.map((candidate) => candidate.contentHash));
  return candidates.filter((candidate) => !underWay.has(candidate.upload)).map((candidate) => candidate.key);
}

/** backup-files/<account>/<hash>: the shape of every key backupFileKey makes. */
const FILE_KEY = new RegExp(`^${BACKUP_FILES_PREFIX}/([^/]+)/([^/]+)$`);

/**
 * Which of these blobs are backup files no backup of their account holds (its backups were
 * deleted or expired, or a run never named the bytes) and that were stored over a day before
 * `now`: a device uploads a backup's files before the run that names them, and a large backup
 * over a slow line takes hours, so younger bytes are kept for the run to come.
 */
export async function unreferencedBackupFileKeys(db: Db, blobs: readonly StoredBlob[], now: Date): Promise<string[]> {
  const storedBefore = now.getTime() - BACKUP_FILE_UPLOAD_IDLE_MS;
  const candidates = blobs.flatMap((blob) => {
    const match = FILE_KEY.exec(blob.key);
    return match && blob.modifiedAt.getTime() < storedBefore ? [{ key: blob.key, file: `${match[1]!}/${match[2]!}`, contentHash: match[2]! }] : [];
  });
  if (candidates.length === 0) return [];
  const held = await selectBackupsHolding(db, candidates.map((candidate) => candidate.contentHash));
  return candidates.filter((candidate) => !held.has(candidate.file)).map((candidate) => candidate.key);
}
