import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices, temporaryBackups } from '../../db/schema';
import type { DeviceRow } from '../devices/device-registry';

export type TemporaryBackupRow = typeof temporaryBackups.$inferSelect;
export type NewTemporaryBackupRow = typeof temporaryBackups.$inferInsert;

export interface TemporaryBackupWithDevice {
  backup: TemporaryBackupRow;
  device: DeviceRow;
}

/** "Live" below means not yet expired: expiry_at is still after `now`. */
const live = (accountId: string, now: Date) =>
  and(eq(temporaryBackups.accountId, accountId), gt(temporaryBackups.expiryAt, now));

export async function insertTemporaryBackup(db: Db, row: NewTemporaryBackupRow): Promise<TemporaryBackupRow> {
  const [inserted] = await db.insert(temporaryBackups).values(row).returning();
  if (!inserted) throw new Error('temporary backup insert returned nothing');
  return inserted;
}

/** The account's live temporary backups with their devices, soonest expiry first (then by id). */
export async function selectLiveTemporaryBackups(db: Db, accountId: string, now: Date): Promise<TemporaryBackupWithDevice[]> {
  return db
    .select({ backup: temporaryBackups, device: devices })
    .from(temporaryBackups)
    .innerJoin(devices, eq(devices.id, temporaryBackups.deviceRef))
    .where(and(live(accountId, now), eq(devices.accountId, accountId)))
    .orderBy(asc(temporaryBackups.expiryAt), asc(temporaryBackups.id));
}

export async function selectLiveTemporaryBackup(db: Db, accountId: string, id: string, now: Date): Promise<TemporaryBackupRow | null> {
  const [row] = await db
    .select()
    .from(temporaryBackups)
    .where(and(live(accountId, now), eq(temporaryBackups.id, id)));
  return row ?? null;
}

/**
 * Postpones a live, never-postponed backup by `extensionMs` in one conditional UPDATE: of
 * two simultaneous calls the database lets exactly one match `extended = false`. Answers
 * the updated row, or null when nothing matched (unknown, foreign, expired or already
 * postponed).
 */
export async function postponeExpiryOnce(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
  extensionMs: number,
): Promise<TemporaryBackupRow | null> {
  const [row] = await db
    .update(temporaryBackups)
    .set({
      extended: true,
      // Elapsed seconds, not calendar days: no time-zone or daylight-saving shift.
      expiryAt: sql`${temporaryBackups.expiryAt} + make_interval(secs => ${extensionMs / 1000})`,
    })
    .where(and(live(accountId, now), eq(temporaryBackups.id, id), eq(temporaryBackups.extended, false)))
    .returning();
  return row ?? null;
}

/** Deletes a live temporary backup; false when there is none with this id for the account. */
export async function deleteLiveTemporaryBackup(db: Db, accountId: string, id: string, now: Date): Promise<boolean> {
  const deleted = await db
    .delete(temporaryBackups)
    .where(and(live(accountId, now), eq(temporaryBackups.id, id)))
    .returning({ id: temporaryBackups.id });
  return deleted.length > 0;
}
