import type { Db } from '../../db/database';
import { BACKUP_FILE_PARTS_PREFIX } from './backup-file-keys';
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
