import type { DeviceType } from '@cloud-portal/contract/backup';
import type { AppUsageEntry, AppUsageResponse, DeviceContext, SyncListItem, VirtualDeviceType } from '@cloud-portal/contract/device-context';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DEVICE_SYNC_STATUS_CID, isAutoSyncOff } from '@cloud-portal/domain/sync-content-state';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { listDevices, type DeviceRow } from '../devices/device-registry';
import { selectBackupCidsOfAccount, selectBackupUsage, type BackupUsageRow } from '../quota/backup-usage-repository';
import {
  selectSyncListsOfAccount,
  selectSyncedContentsOfDevices,
  type SyncListRow,
  type SyncedContentRow,
} from '../sync/synced-content-repository';

/**
 * Every device of the account (normal, knox and secure folder) with what it syncs and what
 * its backup holds (GET /device-context/v1/devices). A few queries, whatever the number of
 * devices, each reading only the columns shown; grouped per device in memory.
 */
export async function listDeviceContexts(db: Db, accountId: string, now: number): Promise<DeviceContext[]> {
  const [devices, syncedByDevice, backedUpByDevice] = await Promise.all([
    listDevices(db, accountId),
    selectSyncListsOfAccount(db, accountId),
    selectBackupCidsOfAccount(db, accountId, now),
  ]);
  return [...devices]
    .sort((a, b) => compareText(a.deviceId, b.deviceId))
    .map((device) => deviceContext(device, syncedByDevice.get(device.id) ?? [], backedUpByDevice.get(device.id) ?? []));
}

/**
 * App usage of some devices (POST /device-context/v1/get-app-usage), in the order asked:
 * per synced cid a SYNC entry (the auto-sync marker is not an app and is left out), per
 * backed-up cid a BACKUP entry. Any id the account does not own is 404 and nothing is answered.
 */
export async function readAppUsage(
  db: Db,
  accountId: string,
  deviceIds: readonly string[],
  now: number,
): Promise<AppUsageResponse> {
  const owned = new Map((await listDevices(db, accountId)).map((device) => [device.deviceId, device]));
  const missing = deviceIds.filter((deviceId) => !owned.has(deviceId));
  if (missing.length > 0) throw new ApiError(Rcodes.NOT_FOUND, `No such device on this account: ${missing.join(', ')}.`);
  const asked = deviceIds.map((deviceId) => owned.get(deviceId) as DeviceRow);
  const refs = asked.map((device) => device.id);
  const [synced, backedUp] = await Promise.all([
    selectSyncedContentsOfDevices(db, accountId, refs),
    selectBackupUsage(db, accountId, { now, deviceRefs: refs }),
  ]);
  const syncedByDevice = groupBy(synced, (row) => row.deviceRef);
  const backedUpByDevice = groupBy(backedUp, (row) => row.deviceRef);
  return {
    devices: asked.map((device) => ({
      deviceId: device.deviceId,
      appUsage: [
        ...(syncedByDevice.get(device.id) ?? []).filter((row) => row.cid !== DEVICE_SYNC_STATUS_CID).map(syncUsageEntry),
        ...(backedUpByDevice.get(device.id) ?? []).map(backupUsageEntry),
      ],
    })),
  };
}

function deviceContext(device: DeviceRow, synced: readonly SyncListRow[], backedUpCids: readonly string[]): DeviceContext {
  return {
    id: device.deviceId,
    cdid: device.cdid,
    pdid: device.parentDeviceId,
    // registerDevice writes only the contract's values into these text columns.
    type: device.deviceType as DeviceType,
    v_device_type: device.virtualType as VirtualDeviceType,
    alias: device.alias,
    modelName: device.modelName,
    modelCode: device.modelCode,
    model: device.model,
    e2eeType: device.e2eeType,
    lastAccessTime: device.lastAccessTime.getTime(),
    sync_list: synced.map(
      (row): SyncListItem => ({
        cid: row.cid,
        cnt: row.cnt,
        size: Number(row.size),
        // reportSyncedContents stores only the spec's states. The cast bridges the contract's
        // ContentState, whose static type is currently `never` (built with .map).
        state: row.state as SyncListItem['state'],
        did: [device.deviceId],
        lastModifiedTime: row.lastModifiedTime,
      }),
    ),
    backup_list: backedUpCids.map((cid) => ({ cid })),
    edp_sync_list: synced.filter((row) => row.edp).map((row) => row.cid),
    edp_famhub_list: synced.filter((row) => row.edpFamhub).map((row) => row.cid),
    autoSyncOff: isAutoSyncOff(synced),
  };
}

function syncUsageEntry(row: SyncedContentRow): AppUsageEntry {
  return {
    cid: row.cid,
    cidType: 'SYNC',
    count: row.cnt,
    quotaCheck: row.quotaCheck,
    size: row.size,
    lastModifiedTime: row.lastModifiedTime?.getTime() ?? null,
  };
}

function backupUsageEntry(row: BackupUsageRow): AppUsageEntry {
  return {
    cid: row.cid,
    cidType: 'BACKUP',
    count: row.count,
    quotaCheck: true,
    size: row.usage,
    lastModifiedTime: row.latestBackupTime.getTime(),
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
