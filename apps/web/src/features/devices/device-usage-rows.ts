import type { AppUsageEntry } from '@cloud-portal/contract/device-context';
import {
  BACKUP_CATEGORY_IDS,
  backupCategoryOfCid,
  type BackupCategoryId,
} from '@cloud-portal/domain/backup-categories';
import { SYNC_APP_CIDS, type SyncAppCid } from '@cloud-portal/domain/sync-apps';

export interface UsageTotals {
  count: number;
  /** Bytes. */
  size: number;
}

export type SyncUsageRow = UsageTotals & { cid: SyncAppCid };
export type BackupUsageRow = UsageTotals & { category: BackupCategoryId };

function add(totals: Map<string, UsageTotals>, key: string, entry: AppUsageEntry): void {
  const current = totals.get(key) ?? { count: 0, size: 0 };
  totals.set(key, { count: current.count + entry.count, size: current.size + entry.size });
}

/** What a device syncs, per app the portal knows, in the portal's app order. */
export function syncUsageRows(entries: readonly AppUsageEntry[]): SyncUsageRow[] {
  const totals = new Map<string, UsageTotals>();
  for (const entry of entries) if (entry.cidType === 'SYNC') add(totals, entry.cid, entry);
  return SYNC_APP_CIDS.flatMap((cid) => {
    const total = totals.get(cid);
    return total ? [{ cid, ...total }] : [];
  });
}

/**
 * What a device backs up, per backup category (spec §3 Device backup categories); cids of
 * no category are left out, as they are everywhere else (spec §4 Category aggregation).
 */
export function backupUsageRows(entries: readonly AppUsageEntry[]): BackupUsageRow[] {
  const totals = new Map<string, UsageTotals>();
  for (const entry of entries) {
    const category = entry.cidType === 'BACKUP' ? backupCategoryOfCid(entry.cid) : undefined;
    if (category) add(totals, category, entry);
  }
  return BACKUP_CATEGORY_IDS.flatMap((category) => {
    const total = totals.get(category);
    return total ? [{ category, ...total }] : [];
  });
}
