import type { DeviceType, VirtualDeviceType } from '@cloud-portal/domain/device-types';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { devices } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;

/** A device id compared byte by byte, the same on every database whatever its collation (the device lists' page key). */
export const deviceIdInByteOrder = sql`${devices.deviceId} collate "C"`;

export interface DeviceRegistration {
  deviceId: string;
  cdid?: string;
  parentDeviceId?: string | null;
  deviceType: DeviceType;
  virtualType?: VirtualDeviceType;
  model: string;
  modelCode: string;
  modelName: string;
  alias?: string | null;
  e2eeType?: string;
  lastAccessTime: Date;
  e2eeEnabledAt?: Date | null;
  dataE2eeEnabledAt?: Date | null;
}

/**
 * The devices of an account. A device registers (or re-registers, updating what it reports)
 * when it first syncs or backs up; everything else refers to it by its device id, always
 * together with the account, so another account's device id is simply not found.
 */
export async function registerDevice(db: Db, accountId: string, device: DeviceRegistration): Promise<DeviceRow> {
  const values = {
    accountId,
    deviceId: device.deviceId,
    cdid: device.cdid ?? `cd-${device.deviceId}`,
    parentDeviceId: device.parentDeviceId ?? null,
    deviceType: device.deviceType,
    virtualType: device.virtualType ?? 'normal',
    model: device.model,
    modelCode: device.modelCode,
    modelName: device.modelName,
    alias: device.alias ?? null,
    e2eeType: device.e2eeType ?? 'non',
    lastAccessTime: device.lastAccessTime,
    e2eeEnabledAt: device.e2eeEnabledAt ?? null,
    dataE2eeEnabledAt: device.dataE2eeEnabledAt ?? null,
  };
  const [row] = await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({ target: [devices.accountId, devices.deviceId], set: values })
    .returning();
  if (!row) throw new Error('device upsert returned nothing');
  return row;
}

/** The account's device with this id, or null (also for another account's device). */
export async function findDevice(db: Db, accountId: string, deviceId: string): Promise<DeviceRow | null> {
  const [row] = await db
    .select()
    .from(devices)
    .where(and(eq(devices.accountId, accountId), eq(devices.deviceId, deviceId)));
  return row ?? null;
}

export async function listDevices(db: Db, accountId: string): Promise<DeviceRow[]> {
  return db.select().from(devices).where(eq(devices.accountId, accountId));
}
