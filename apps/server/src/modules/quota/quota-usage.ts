import type { QuotaUsageResponse, UsageInfo } from '@cloud-portal/contract/quota';
import { SYNC_APP_CIDS, isKnownSyncCid, type SyncAppCid } from '@cloud-portal/domain/sync-apps';
import { syncTotalSize } from '@cloud-portal/domain/sync-total-size';
import type { CloudAccountSettings } from './cloud-account-settings';
import { BACKUP_CID_ORDER, backupUsageName, syncUsageName } from './usage-names';

/**
 * The contract's CidType has the static type `never` for now (built with .map); this is the
 * value set it stands for, bridged by one cast in usageEntry.
 */
type CidType = 'SYNC' | 'KNOX' | 'BACKUP' | 'DEFAULT';

/** The gallery's cid: its stored photos are the DEFAULT usage. */
const GALLERY_CID = 'gallery' satisfies SyncAppCid;

export interface QuotaUsageInput {
  settings: CloudAccountSettings;
  /** The account's synced contents (rows or per-cid totals), with the virtual type of their devices. */
  syncedContents: ReadonlyArray<{ cid: string; cnt: number; size: number; quotaCheck: boolean; virtualType: string }>;
  /** Backup items (or per-cid totals) of backups within retention. */
  backupItems: ReadonlyArray<{ cid: string; usage: number; count: number }>;
  /** Cids of erasure tasks not completed yet. */
  incompleteCids: ReadonlySet<string>;
  /** The gallery photos the account stores. */
  gallery: { count: number; size: number };
  /** An erasure task not completed yet deletes the photos. */
  photosBeingErased: boolean;
}

/**
 * Storage usage per cid (spec §3 Quota response). What counts where:
 * - SYNC: synced contents of normal devices (any virtual type but knox and secure_folder),
 *   summed over devices per cid. Only known sync apps (sync-apps.ts) are listed, and none with
 *   an erasure task not completed yet (spec §5). The synced 'gallery' cid is left out: the
 *   photos it syncs are stored once, as the DEFAULT gallery usage below.
 * - KNOX: the same, for the synced contents of knox and secure_folder devices.
 * - BACKUP: backup items of every device, summed per cid (any cid: the bytes are stored),
 *   backups past the 365-day retention excluded; quota_check is always true.
 * - DEFAULT: cid 'gallery', the photos table's count and bytes; listed when there is a photo
 *   and no erasure task not completed yet deletes the photos.
 * "Cids of unfinished erasure tasks" are the ids the tasks name plus the sync cids those ids
 * erase (a personal-data id such as the notes category erases 'notes').
 * An entry's quota_check is true when any of its rows counts toward the quota. total_info
 * (and quota_info.cnt) sums the size and count of every listed row that counts toward the
 * quota: synced rows whose quotaCheck is true, all backup items, all photos.
 */
export function buildQuotaUsage(input: QuotaUsageInput): QuotaUsageResponse {
  const excluded = new Set([...input.incompleteCids, GALLERY_CID]);
  const gallery = input.photosBeingErased ? { count: 0, size: 0 } : input.gallery;
  const synced = input.syncedContents.filter((row) => isKnownSyncCid(row.cid) && !excluded.has(row.cid));
  const knoxRows = synced.filter((row) => isKnoxSpace(row.virtualType));
  const syncRows = synced.filter((row) => !isKnoxSpace(row.virtualType));

  const usageInfo: UsageInfo[] = [
    ...syncUsage(syncRows, 'SYNC'),
    ...syncUsage(knoxRows, 'KNOX'),
    ...backupUsage(input.backupItems),
    ...(gallery.count > 0 ? [usageEntry(GALLERY_CID, syncUsageName(GALLERY_CID), gallery.size, gallery.count, true, 'DEFAULT')] : []),
  ];

  // spec §5's sync-total rule; item counts follow the same rule as sizes.
  const quotaChecked = input.syncedContents.filter((row) => row.quotaCheck);
  const syncSize = syncTotalSize(quotaChecked, excluded);
  const syncCount = syncTotalSize(quotaChecked.map((row) => ({ cid: row.cid, size: row.cnt })), excluded);
  const total = {
    size: syncSize + sum(input.backupItems, (item) => item.usage) + gallery.size,
    cnt: syncCount + sum(input.backupItems, (item) => item.count) + gallery.count,
  };

  return {
    quota_info: {
      cnt: total.cnt,
      default_cnt: input.settings.defaultItemLimit,
      default_size: input.settings.defaultStorageLimit,
      is_payment: input.settings.isPayment,
      size: input.settings.storageLimit,
    },
    total_info: total,
    usage_info: usageInfo,
  };
}

function isKnoxSpace(virtualType: string): boolean {
  return virtualType === 'knox' || virtualType === 'secure_folder';
}

function syncUsage(
  rows: ReadonlyArray<{ cid: string; cnt: number; size: number; quotaCheck: boolean }>,
  cidType: Extract<CidType, 'SYNC' | 'KNOX'>,
): UsageInfo[] {
  return SYNC_APP_CIDS.flatMap((cid) => {
    const ofCid = rows.filter((row) => row.cid === cid);
    if (ofCid.length === 0) return [];
    const size = sum(ofCid, (row) => row.size);
    const cnt = sum(ofCid, (row) => row.cnt);
    return [usageEntry(cid, syncUsageName(cid), size, cnt, ofCid.some((row) => row.quotaCheck), cidType)];
  });
}

function backupUsage(items: ReadonlyArray<{ cid: string; usage: number; count: number }>): UsageInfo[] {
  const byCid = new Map<string, { size: number; cnt: number }>();
  for (const item of items) {
    const entry = byCid.get(item.cid) ?? { size: 0, cnt: 0 };
    entry.size += item.usage;
    entry.cnt += item.count;
    byCid.set(item.cid, entry);
  }
  return [...byCid.entries()]
    .sort(([a], [b]) => backupOrder(a) - backupOrder(b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([cid, entry]) => usageEntry(cid, backupUsageName(cid), entry.size, entry.cnt, true, 'BACKUP'));
}

function usageEntry(cid: string, name: string, size: number, cnt: number, quotaCheck: boolean, cidType: CidType): UsageInfo {
  return { cid, name, size, cnt, quota_check: quotaCheck, cid_type: cidType as UsageInfo['cid_type'] };
}

/** Known backup cids in category order, unknown ones after them. */
function backupOrder(cid: string): number {
  const index = BACKUP_CID_ORDER.indexOf(cid);
  return index === -1 ? BACKUP_CID_ORDER.length : index;
}

function sum<T>(items: readonly T[], value: (item: T) => number): number {
  return items.reduce((total, item) => total + value(item), 0);
}
