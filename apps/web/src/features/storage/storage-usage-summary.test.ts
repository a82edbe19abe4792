import { describe, expect, it } from 'vitest';
import type { QuotaUsage, UsageEntry } from '@/lib/shared-api/get-quota-usage';
import { summarizeStorageUsage } from './storage-usage-summary';

function usage(
  entries: Array<Pick<UsageEntry, 'cid' | 'size' | 'cid_type'>>,
  used: number,
  total: number,
): QuotaUsage {
  return {
    quota_info: { cnt: 0, default_cnt: 0, default_size: total, is_payment: false, size: total },
    total_info: { size: used, cnt: 0 },
    usage_info: entries.map((entry) => ({ ...entry, name: entry.cid, cnt: 1, quota_check: true })),
  };
}

describe('storage usage summary', () => {
  it('sums sizes per kind of data and names the three biggest, biggest first', () => {
    const summary = summarizeStorageUsage(
      usage(
        [
          { cid: 'contacts', size: 300, cid_type: 'SYNC' },
          { cid: 'notes', size: 500, cid_type: 'SYNC' },
          { cid: 'SMS', size: 600, cid_type: 'BACKUP' },
          { cid: 'gallery', size: 2000, cid_type: 'DEFAULT' },
          { cid: 'contacts', size: 100, cid_type: 'KNOX' },
        ],
        3500,
        10_000,
      ),
    );
    expect(summary).toEqual({
      used: 3500,
      total: 10_000,
      fraction: 0.35,
      biggest: [
        { cidType: 'DEFAULT', size: 2000 },
        { cidType: 'SYNC', size: 800 },
        { cidType: 'BACKUP', size: 600 },
      ],
    });
  });

  it('leaves empty kinds out and caps the used fraction at the whole bar', () => {
    const summary = summarizeStorageUsage(
      usage([{ cid: 'wifi', size: 0, cid_type: 'SYNC' }], 12_000, 10_000),
    );
    expect(summary.biggest).toEqual([]);
    expect(summary.fraction).toBe(1);
  });

  it('reads a limit of 0 as nothing used', () => {
    expect(summarizeStorageUsage(usage([], 0, 0)).fraction).toBe(0);
  });
});
