import { describe, expect, it } from 'vitest';
import type { AppUsageEntry } from '@cloud-portal/contract/device-context';
import { backupUsageRows, syncUsageRows } from './device-usage-rows';

const entry = (
  cid: string,
  cidType: AppUsageEntry['cidType'],
  count: number,
  size: number,
): AppUsageEntry => ({
  cid,
  cidType,
  count,
  size,
  quotaCheck: true,
  lastModifiedTime: null,
});

const usage = [
  entry('notes', 'SYNC', 2, 200),
  entry('contacts', 'SYNC', 10, 1000),
  entry('device_sync_status', 'SYNC', 0, 0),
  entry('SMS', 'BACKUP', 30, 3000),
  entry('MMS', 'BACKUP', 3, 300),
  entry('CALLLOGS', 'BACKUP', 5, 50),
  entry('UNKNOWN_CID', 'BACKUP', 1, 10),
];

describe('device usage rows', () => {
  it('lists synced apps the portal knows, in its app order', () => {
    expect(syncUsageRows(usage)).toEqual([
      { cid: 'contacts', count: 10, size: 1000 },
      { cid: 'notes', count: 2, size: 200 },
    ]);
  });

  it('adds backed-up cids up per category, in category order, leaving unknown cids out', () => {
    expect(backupUsageRows(usage)).toEqual([
      { category: 'phone', count: 5, size: 50 },
      { category: 'messages', count: 33, size: 3300 },
    ]);
  });
});
