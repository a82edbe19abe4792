import type {
  AppUsageEntry,
  AppUsageResponse,
  DeviceContext,
  DeviceContextsQuery,
  DeviceContextsResponse,
  SyncListItem,
} from '@cloud-portal/contract/device-context';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DEVICE_SYNC_STATUS_CID, isAutoSyncOff } from '@cloud-portal/domain/sync-content-state';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { decodeDeviceCursor, pageOf } from '../../http/page-cursor';
import { listDevices, type DeviceRow } from '../devices/device-registry';
import { selectBackupCidsOfDevices, selectBackupUsage, type BackupUsageRow } from '../quota/backup-usage-repository';
import {
  selectSyncListsOfDevices,
  selectSyncedContentsOfDevices,
  type SyncListRow,
  type SyncedContentRow,
} from '../sync/synced-content-repository';
import { selectDevicesInOrder, type ListedDevice } from './device-context-repository';

/** The cursor name of the device list's pages. */
const DEVICE_LIST = 'devices';

/**
 * Every device of the account (normal, knox and secure folder) in device-id order, with what
 * it syncs and what its backup holds (GET /device-context/v1/devices); paged with `limit`,
 * without the lists with `view=summary`. One query for a summary, three with the lists,
 * whatever the number of devices; grouped per device in memory.
 */
export async function listDeviceContexts(db: Db, accountId: string, now: number, query: DeviceContextsQuery = {}): Promise<DeviceContextsResponse> {
  const afterDeviceId = decodeDeviceCursor(DEVICE_LIST, query.cursor);
  const listed = await selectDevicesInOrder(db, accountId, { afterDeviceId, ...(query.limit !== undefined && { limit: query.limit + 1 }) });
  const page = pageOf(listed, query.limit, DEVICE_LIST, ({ device }) => device.deviceId);
  const next = page.nextCursor ? { nextCursor: page.nextCursor } : {};
  if (query.view === 'summary') return { devices: page.rows.map(deviceSummaryContext), ...next };
  const refs = page.rows.map(({ device }) => device.id);
  const [syncedByDevice, backedUpByDevice] = await Promise.all([
    selectSyncListsOfDevices(db, accountId, refs),
    selectBackupCidsOfDevices(db, accountId, refs, now),
  ]);
  return {
    devices: page.rows.map((listed) => deviceContext(listed, syncedByDevice.get(listed.device.id) ?? [], backedUpByDevice.get(listed.device.id) ?? [])),
    ...next,
  };
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

/** What a device context says of the device itself, without its lists. */
function deviceSummaryContext({ device, syncStatusState, signedIn }: ListedDevice): DeviceContext {
  return {
    id: device.deviceId,
    cdid: device.cdid,
    pdid: device.parentDeviceId,
    type: device.deviceType,
    v_device_type: device.virtualType,
    alias: device.alias,
    modelName: device.modelName,
    modelCode: device.modelCode,
    model: device.model,
    e2eeType: device.e2eeType,
    lastAccessTime: device.lastAccessTime.getTime(),
    autoSyncOff: isAutoSyncOff(syncStatusState === null ? [] : [{ cid: DEVICE_SYNC_STATUS_CID, state: syncStatusState }]),
    signedIn,
  };
}

function deviceContext(listed: ListedDevice, synced: readonly SyncListRow[], backedUpCids: readonly string[]): DeviceContext {
  const { device } = listed;
  return {
    ...deviceSummaryContext(listed),
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
