import { erasureScopeOf } from '@cloud-portal/domain/erasure-scope';
import { SYNC_APP_CIDS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { isAutoSyncOff } from '@cloud-portal/domain/sync-content-state';
import { syncTotalSize } from '@cloud-portal/domain/sync-total-size';
import type { DeviceContextEntry } from '@/lib/shared-api/get-device-contexts';
import type { QuotaUsage } from '@/lib/shared-api/get-quota-usage';

export interface SyncedApp {
  cid: SyncAppCid;
  /** Items synced, over every device. */
  count: number;
  /** Bytes, over every device. */
  size: number;
  /** Epoch milliseconds of the newest change any device synced; null when none says. */
  lastModifiedTime: number | null;
}

export interface SyncedAppsOverview {
  /** Apps with synced data, in the portal's app order; apps being deleted left out. */
  apps: SyncedApp[];
  /** Apps whose data an unfinished erasure task is deleting (spec §5: no size counted). */
  beingDeleted: SyncAppCid[];
  /** The sync total of spec §5: known apps only, apps being deleted left out. */
  totalSize: number;
  /** Some device has auto sync off (spec §3: device_sync_status off). */
  isAutoSyncOff: boolean;
}

/**
 * The synced apps as the screens show them: sizes and counts from the quota's SYNC usage,
 * last change and auto-sync state from the device contexts, and what erasure tasks are
 * deleting from the incompleted tasks.
 */
export function syncedAppsOverview(
  usage: QuotaUsage,
  devices: readonly DeviceContextEntry[],
  incompleteCids: readonly string[],
): SyncedAppsOverview {
  // A task may name a kind's personal-data ids (the erasure screen's): its apps go too.
  const incomplete = new Set([...incompleteCids, ...erasureScopeOf(incompleteCids).syncCids]);
  const syncUsage = usage.usage_info.filter((entry) => entry.cid_type === 'SYNC');
  const apps = SYNC_APP_CIDS.flatMap((cid): SyncedApp[] => {
    if (incomplete.has(cid)) return [];
    const entries = syncUsage.filter((entry) => entry.cid === cid);
    if (entries.length === 0) return [];
    return [
      {
        cid,
        count: entries.reduce((total, entry) => total + entry.cnt, 0),
        size: entries.reduce((total, entry) => total + entry.size, 0),
        lastModifiedTime: lastModifiedTimeOf(cid, devices),
      },
    ];
  });
  return {
    apps,
    beingDeleted: SYNC_APP_CIDS.filter((cid) => incomplete.has(cid)),
    totalSize: syncTotalSize(syncUsage, incomplete),
    isAutoSyncOff: devices.some((device) => device.autoSyncOff || isAutoSyncOff(device.sync_list)),
  };
}

function lastModifiedTimeOf(cid: string, devices: readonly DeviceContextEntry[]): number | null {
  let newest: number | null = null;
  for (const device of devices) {
    for (const item of device.sync_list) {
      if (
        item.cid === cid &&
        item.lastModifiedTime !== null &&
        (newest === null || item.lastModifiedTime > newest)
      ) {
        newest = item.lastModifiedTime;
      }
    }
  }
  return newest;
}
