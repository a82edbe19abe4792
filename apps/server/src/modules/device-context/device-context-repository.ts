import { DEVICE_SYNC_STATUS_CID } from '@cloud-portal/domain/sync-content-state';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deviceCredentials, devices, syncedContents } from '../../db/schema';
import { deviceIdInByteOrder, type DeviceRow } from '../devices/device-registry';

/** A device as a device list reads it, with the state of its auto-sync marker (null: none). */
export interface ListedDevice {
  device: DeviceRow;
  syncStatusState: string | null;
  /** It holds a device credential: it can back up and sync. */
  signedIn: boolean;
}

/**
 * The account's devices in device-id order, after `afterDeviceId` when given, at most `limit`,
 * each with its auto-sync marker (one primary-key lookup per device, in the same query) and
 * whether it holds a credential (an index lookup per device, in the same query).
 */
export async function selectDevicesInOrder(
  db: Db,
  accountId: string,
  page: { afterDeviceId: string | null; limit?: number },
): Promise<ListedDevice[]> {
  const query = db
    .select({
      device: devices,
      syncStatusState: syncedContents.state,
      signedIn: sql<boolean>`exists (select 1 from ${deviceCredentials} where ${deviceCredentials.deviceRef} = ${devices.id})`,
    })
    .from(devices)
    .leftJoin(syncedContents, and(eq(syncedContents.deviceRef, devices.id), eq(syncedContents.cid, DEVICE_SYNC_STATUS_CID)))
    .where(and(eq(devices.accountId, accountId), page.afterDeviceId ? sql`${deviceIdInByteOrder} > ${page.afterDeviceId}` : undefined))
    .orderBy(deviceIdInByteOrder);
  return page.limit === undefined ? query : query.limit(page.limit);
}
