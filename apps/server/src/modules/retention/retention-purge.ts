import { backupExpiry } from '@cloud-portal/domain/backup-expiry';
import { BACKUP_RETENTION_DAYS, DAY_IN_MS } from '@cloud-portal/domain/constants';
import { inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { backups, temporaryBackups } from '../../db/schema';

export interface PurgedCounts {
  /** Device backups past the 365-day retention, removed with their items. */
  deviceBackups: number;
  /** Temporary backups past their (possibly postponed) expiry. */
  temporaryBackups: number;
}

/**
 * Removes what the retention rules have already taken from the user (spec §4 Backup expiry,
 * temporary backup expiry): device backups past retention and expired temporary backups.
 * The calls hide both from the moment they expire; this frees their storage afterwards.
 * Deleting is idempotent, so several portal nodes may purge at once.
 */
export async function purgeExpiredBackups(db: Db, now: number): Promise<PurgedCounts> {
  return db.transaction(async (tx) => {
    // The database narrows the candidates; the domain rule decides, so the purge can never
    // take a backup the list still shows.
    const candidates = await tx
      .select({ id: backups.id, latestBackupTime: backups.latestBackupTime })
      .from(backups)
      .where(lte(backups.latestBackupTime, new Date(now - BACKUP_RETENTION_DAYS * DAY_IN_MS)));
    const expired = candidates
      .filter((backup) => backupExpiry(backup.latestBackupTime.getTime(), now).daysLeft < 0)
      .map((backup) => backup.id);
    // Items go with their backup (on delete cascade).
    const deviceBackups = expired.length === 0 ? [] : await tx.delete(backups).where(inArray(backups.id, expired)).returning({ id: backups.id });
    const temporary = await tx
      .delete(temporaryBackups)
      .where(lte(temporaryBackups.expiryAt, new Date(now)))
      .returning({ id: temporaryBackups.id });
    return { deviceBackups: deviceBackups.length, temporaryBackups: temporary.length };
  });
}
