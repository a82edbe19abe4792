import type { CidType, QuotaUsage } from '@/lib/shared-api/get-quota-usage';

/** How many categories the storage card names. */
export const BIGGEST_CATEGORY_COUNT = 3;

export interface StorageCategoryUsage {
  cidType: CidType;
  /** Bytes. */
  size: number;
}

export interface StorageUsageSummary {
  /** Bytes counted against the quota. */
  used: number;
  /** The account's storage limit in bytes. */
  total: number;
  /** used / total, from 0 to 1 (a full account may be over its limit: capped at 1). */
  fraction: number;
  /** The kinds of data using the most space, biggest first; empty kinds left out. */
  biggest: StorageCategoryUsage[];
}

/** What the storage card shows, from the quota response (spec §3 Quota response). */
export function summarizeStorageUsage(usage: QuotaUsage): StorageUsageSummary {
  const used = usage.total_info.size;
  const total = usage.quota_info.size;
  const byType = new Map<CidType, number>();
  for (const entry of usage.usage_info)
    byType.set(entry.cid_type, (byType.get(entry.cid_type) ?? 0) + entry.size);
  const biggest = [...byType.entries()]
    .filter(([, size]) => size > 0)
    .map(([cidType, size]) => ({ cidType, size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, BIGGEST_CATEGORY_COUNT);
  return { used, total, fraction: total > 0 ? Math.min(1, used / total) : 0, biggest };
}
