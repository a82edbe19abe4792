import { DAY_IN_MS } from '@cloud-portal/domain/constants';
import type { Db } from '../src/db/database';
import { recordDeviceBackup, type RecordedBackupItem } from '../src/modules/backup/backup-service';
import { registerDevice, type DeviceRegistration } from '../src/modules/devices/device-registry';
import { reportSyncedContents } from '../src/modules/sync/synced-content-service';

/** Cids every seeded device syncs and backs up (known ones, so every sum has work to do). */
const SYNCED = ['contacts', 'calendar', 'notes', 'device_sync_status'] as const;
const BACKED_UP = ['CONTACT', 'SMS', 'CALLLOGS', 'APPS'] as const;

/**
 * Registers `count` devices (ids `${prefix}-00`, `${prefix}-01`, …, so id order is creation
 * order) that each sync and back up a few cids; device i last backed up i days ago.
 */
export async function seedDevices(db: Db, accountId: string, count: number, prefix = 'device'): Promise<string[]> {
  const now = Date.now();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const deviceId = `${prefix}-${String(i).padStart(2, '0')}`;
    await registerDevice(db, accountId, {
      deviceId,
      deviceType: 'phone',
      model: 'CP-P9100',
      modelCode: 'CP-P9100',
      modelName: 'P9100',
      lastAccessTime: new Date(now),
    });
    await reportSyncedContents(
      db,
      accountId,
      deviceId,
      SYNCED.map((cid, n) => ({ cid, cnt: n + 1, size: 1000 * (n + 1), state: 'on' as const, lastModifiedTime: new Date(now) })),
    );
    await recordDeviceBackup(
      db,
      accountId,
      deviceId,
      BACKED_UP.map((cid, n) => ({ cid, usage: 5000 * (n + 1), count: n + 1, state: 'on' as const, encrypted: false })),
      new Date(now - i * DAY_IN_MS),
    );
    ids.push(deviceId);
  }
  return ids;
}

/** Registers one plain phone (a CP-P8100) with `deviceId`, as the device itself would. */
export async function registerTestPhone(db: Db, accountId: string, deviceId: string, alias: string | null = null): Promise<void> {
  await registerDevice(db, accountId, {
    deviceId,
    deviceType: 'phone',
    model: 'CP-P8100',
    modelCode: 'CP-P8100',
    modelName: 'P8100',
    alias,
    lastAccessTime: new Date(),
  });
}

/** A phone's registration (a CP-P9100 last seen a day ago), with `extra` in place of any of it. */
export function testDeviceRegistration(deviceId: string, extra: Partial<DeviceRegistration> = {}): DeviceRegistration {
  return {
    deviceId,
    deviceType: 'phone',
    model: 'CP-P9100',
    modelCode: 'CP-P9100',
    modelName: 'P9100',
    lastAccessTime: new Date(Date.now() - DAY_IN_MS),
    ...extra,
  };
}

/** One item of a backup run as a device reports it: switched on, not encrypted. */
export function backupItem(cid: string, usage = 1_000, count = 1, extra: Partial<RecordedBackupItem> = {}): RecordedBackupItem {
  return { cid, usage, count, state: 'on', encrypted: false, ...extra };
}
