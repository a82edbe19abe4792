import { describe, expect, it } from 'vitest';
import type { QuotaUsage, UsageEntry } from '@/lib/shared-api/get-quota-usage';
import { personalDataCount } from './personal-data-counts';

function usage(entries: Partial<UsageEntry>[]): QuotaUsage {
  return {
    quota_info: { cnt: 0, default_cnt: 0, default_size: 0, is_payment: false, size: 0 },
    total_info: { size: 0, cnt: 0 },
    usage_info: entries.map((entry) => ({
      cid: 'x',
      name: 'x',
      size: 0,
      cnt: 0,
      quota_check: true,
      cid_type: 'SYNC',
      ...entry,
    })),
  };
}

describe('personalDataCount', () => {
  it('counts the synced records of the kind, in every space but backups', () => {
    const counts = usage([
      { cid: 'notes', cnt: 12, cid_type: 'SYNC' },
      { cid: 'notes', cnt: 3, cid_type: 'KNOX' },
      { cid: 'contacts', cnt: 40, cid_type: 'SYNC' },
      { cid: 'gallery', cnt: 45, cid_type: 'DEFAULT' },
    ]);
    expect(personalDataCount('notes', counts)).toBe(15);
    expect(personalDataCount('gallery', counts)).toBe(45);
    expect(personalDataCount('calendar', counts)).toBe(0);
  });

  it('has no count for kinds without records here, or without usage', () => {
    expect(personalDataCount('memos', usage([]))).toBeNull();
    expect(personalDataCount('wifi', usage([]))).toBeNull();
    expect(personalDataCount('notes', undefined)).toBeNull();
  });
});
