import type { CidType, QuotaUsage } from '@/lib/shared-api/get-quota-usage';

/** How many categories the storage card names. */
export const BIGGEST_CATEGORY_COUNT = 3;

export interface StorageCategoryUsage {
  cidType: CidType;
  /** Bytes. */
  size: number;
  /** Items stored. */
  count: number;
}

export interface StorageUsageSummary {
  /** Bytes counted against the quota. */
  used: number;
  /** The account's storage limit in bytes. */
  total: number;
  /** Bytes still free under the limit (none when over it). */
  free: number;
  /** used / total, from 0 to 1 (a full account may be over its limit: capped at 1). */
  fraction: number;
  /** Every kind of data that holds something, biggest first (the card's details). */
  kinds: StorageCategoryUsage[];
  /** The kinds of data using the most space, biggest first; empty kinds left out. */
  biggest: StorageCategoryUsage[];
}

/** What the storage card shows, from the quota response (spec §3 Quota response). */
export function summarizeStorageUsage(usage: QuotaUsage): StorageUsageSummary {
  const used = usage.total_info.size;
  const total = usage.quota_info.size;
  const byType = new Map<CidType, StorageCategoryUsage>();
  for (const entry of usage.usage_info) {
    const kind = byType.get(entry.cid_type) ?? { cidType: entry.cid_type, size: 0, count: 0 };
    kind.size += entry.size;
    kind.count += entry.cnt;
    byType.set(entry.cid_type, kind);
  }
  const kinds = [...byType.values()].filter((kind) => kind.size > 0).sort((a, b) => b.size - a.size);
  return {
    used,
    total,
    free: Math.max(0, total - used),
    fraction: total > 0 ? Math.min(1, used / total) : 0,
    kinds,
    biggest: kinds.slice(0, BIGGEST_CATEGORY_COUNT),
  };
}
