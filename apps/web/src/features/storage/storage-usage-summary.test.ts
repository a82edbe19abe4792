import { describe, expect, it } from 'vitest';
import type { QuotaUsage, UsageEntry } from '@/lib/shared-api/get-quota-usage';
import { summarizeStorageUsage } from './storage-usage-summary';

function usage(
  entries: Array<Pick<UsageEntry, 'cid' | 'size' | 'cid_type'> & { cnt?: number }>,
  used: number,
  total: number,
): QuotaUsage {
  return {
    quota_info: { cnt: 0, default_cnt: 0, default_size: total, is_payment: false, size: total },
    total_info: { size: used, cnt: 0 },
    usage_info: entries.map((entry) => ({ cnt: 1, ...entry, name: entry.cid, quota_check: true })),
  };
}

describe('storage usage summary', () => {
  it('sums sizes and items per kind of data, lists every kind and names the three biggest', () => {
    const summary = summarizeStorageUsage(
      usage(
        [
          { cid: 'contacts', size: 300, cid_type: 'SYNC', cnt: 40 },
          { cid: 'notes', size: 500, cid_type: 'SYNC', cnt: 2 },
          { cid: 'SMS', size: 600, cid_type: 'BACKUP', cnt: 900 },
          { cid: 'gallery', size: 2000, cid_type: 'DEFAULT', cnt: 12 },
          { cid: 'contacts', size: 100, cid_type: 'KNOX', cnt: 5 },
        ],
        3500,
        10_000,
      ),
    );
    const kinds = [
      { cidType: 'DEFAULT', size: 2000, count: 12 },
      { cidType: 'SYNC', size: 800, count: 42 },
      { cidType: 'BACKUP', size: 600, count: 900 },
      { cidType: 'KNOX', size: 100, count: 5 },
    ];
    expect(summary).toEqual({
      used: 3500,
      total: 10_000,
      free: 6500,
      fraction: 0.35,
      kinds,
      biggest: kinds.slice(0, 3),
    });
  });

  it('leaves empty kinds out and caps the used fraction at the whole bar', () => {
    const summary = summarizeStorageUsage(
      usage([{ cid: 'wifi', size: 0, cid_type: 'SYNC' }], 12_000, 10_000),
    );
    expect(summary.biggest).toEqual([]);
    expect(summary.kinds).toEqual([]);
    expect(summary.fraction).toBe(1);
    expect(summary.free).toBe(0);
  });

  it('reads a limit of 0 as nothing used', () => {
    expect(summarizeStorageUsage(usage([], 0, 0)).fraction).toBe(0);
  });
});
