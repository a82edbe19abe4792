import { randomBytes } from 'node:crypto';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { ExtendedTemporaryBackup, TemporaryBackup, TemporaryBackupsResponse } from '@cloud-portal/contract/temporary-backup';
import { DAY_IN_MS, TEMPORARY_BACKUP_EXTENSION_DAYS, TEMPORARY_BACKUP_RETENTION_DAYS } from '@cloud-portal/domain/constants';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { deviceSummary } from '../backup/device-summary';
import { findDevice, type DeviceRow } from '../devices/device-registry';
import {
  deleteLiveTemporaryBackup,
  insertTemporaryBackup,
  postponeExpiryOnce,
  selectLiveTemporaryBackup,
  selectLiveTemporaryBackups,
  type TemporaryBackupRow,
} from './temporary-backup-repository';

export interface NewTemporaryBackup {
  createdAt: Date;
  /** Bytes. */
  size: number;
  itemCount: number;
}

/** Makes a temporary backup of one of the account's devices (demo seeder, device side). */
export async function createTemporaryBackup(
  db: Db,
  accountId: string,
  deviceId: string,
  backup: NewTemporaryBackup,
): Promise<TemporaryBackup> {
  if (!Number.isSafeInteger(backup.size) || backup.size < 0 || !Number.isSafeInteger(backup.itemCount) || backup.itemCount < 0) {
    throw new ApiError(Rcodes.INVALID_REQUEST, 'A temporary backup needs a whole, non-negative size and item count.');
  }
  const device = await findDevice(db, accountId, deviceId);
  if (!device) throw new ApiError(Rcodes.NOT_FOUND, 'No such device on this account.');
  const row = await insertTemporaryBackup(db, {
    id: newTemporaryBackupId(),
    accountId,
    deviceRef: device.id,
    createdAt: backup.createdAt,
    expiryAt: new Date(backup.createdAt.getTime() + TEMPORARY_BACKUP_RETENTION_DAYS * DAY_IN_MS),
    extended: false,
    size: backup.size,
    itemCount: backup.itemCount,
  });
  return wireTemporaryBackup(row, device);
}

/** The account's temporary backups that have not expired, soonest expiry first. */
export async function listTemporaryBackups(db: Db, accountId: string, now: Date): Promise<TemporaryBackupsResponse> {
  const rows = await selectLiveTemporaryBackups(db, accountId, now);
  return { backups: rows.map(({ backup, device }) => wireTemporaryBackup(backup, device)) };
}

/**
 * Postpones the expiry by TEMPORARY_BACKUP_EXTENSION_DAYS, once. The change is one
 * conditional UPDATE, so of two simultaneous calls exactly one succeeds; the other then
 * finds the backup already postponed (403 40300108) and changes nothing.
 */
export async function postponeTemporaryBackupExpiry(
  db: Db,
  accountId: string,
  id: string,
  now: Date,
): Promise<ExtendedTemporaryBackup> {
  const postponed = await postponeExpiryOnce(db, accountId, id, now, TEMPORARY_BACKUP_EXTENSION_DAYS * DAY_IN_MS);
  if (postponed) return { id: postponed.id, expiryAt: postponed.expiryAt.getTime(), extended: true };
  const existing = await selectLiveTemporaryBackup(db, accountId, id, now);
  if (existing?.extended) {
    throw new ApiError(Rcodes.EXPIRY_ALREADY_POSTPONED, 'The expiration date of this backup was already postponed.');
  }
  throw notFound();
}

/** Deletes a temporary backup that has not expired (an expired one is no longer listed, so not found). */
export async function removeTemporaryBackup(db: Db, accountId: string, id: string, now: Date): Promise<{ id: string }> {
  if (!(await deleteLiveTemporaryBackup(db, accountId, id, now))) throw notFound();
  return { id };
}

function wireTemporaryBackup(backup: TemporaryBackupRow, device: DeviceRow): TemporaryBackup {
  return {
    id: backup.id,
    createdAt: backup.createdAt.getTime(),
    expiryAt: backup.expiryAt.getTime(),
    extended: backup.extended,
    size: backup.size,
    itemCount: backup.itemCount,
    device: deviceSummary(device),
  };
}

/** Opaque, unguessable (96 bits), and within the contract's OpaqueId characters. */
function newTemporaryBackupId(): string {
  return `tb_${randomBytes(12).toString('base64url')}`;
}

function notFound(): ApiError {
  return new ApiError(Rcodes.NOT_FOUND, 'No such temporary backup, or it has expired.');
}
