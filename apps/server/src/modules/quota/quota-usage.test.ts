import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS } from '@cloud-portal/domain/backup-categories';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOUD_ACCOUNT_SETTINGS } from './cloud-account-settings';
import { buildQuotaUsage, type QuotaUsageInput } from './quota-usage';
import { backupUsageName } from './usage-names';

const settings = { ...DEFAULT_CLOUD_ACCOUNT_SETTINGS, storageLimit: 200e9, isPayment: true, defaultItemLimit: 7 };

function input(overrides: Partial<QuotaUsageInput> = {}): QuotaUsageInput {
  return { settings, syncedContents: [], backupItems: [], incompleteCids: new Set(), gallery: { count: 0, size: 0 }, photosBeingErased: false, ...overrides };
}

const synced = (cid: string, cnt: number, size: number, virtualType = 'normal', quotaCheck = true) => ({
  cid,
  cnt,
  size,
  quotaCheck,
  virtualType,
});

describe('buildQuotaUsage', () => {
  it('answers the plan and zero usage when nothing is stored', () => {
    expect(buildQuotaUsage(input())).toEqual({
      quota_info: { cnt: 0, default_cnt: 7, default_size: 15e9, is_payment: true, size: 200e9 },
      total_info: { size: 0, cnt: 0 },
      usage_info: [],
    });
  });

  it('sums synced contents of normal devices per cid as SYNC, in the sync-apps order, naming each app', () => {
    const usage = buildQuotaUsage(
      input({ syncedContents: [synced('notes', 2, 200, 'normal'), synced('contacts', 10, 1000), synced('contacts', 5, 500, 'normal')] }),
    );
    expect(usage.usage_info).toEqual([
      { cid: 'contacts', name: 'Contacts', size: 1500, cnt: 15, quota_check: true, cid_type: 'SYNC' },
      { cid: 'notes', name: 'Notes', size: 200, cnt: 2, quota_check: true, cid_type: 'SYNC' },
    ]);
    expect(usage.total_info).toEqual({ size: 1700, cnt: 17 });
    expect(usage.quota_info.cnt).toBe(17);
  });

  it('counts knox and secure folder devices as KNOX, apart from SYNC', () => {
    const usage = buildQuotaUsage(
      input({ syncedContents: [synced('contacts', 1, 100, 'knox'), synced('contacts', 2, 200, 'secure_folder'), synced('contacts', 4, 400)] }),
    );
    expect(usage.usage_info.map((entry) => [entry.cid_type, entry.cid, entry.size, entry.cnt])).toEqual([
      ['SYNC', 'contacts', 400, 4],
      ['KNOX', 'contacts', 300, 3],
    ]);
    expect(usage.total_info).toEqual({ size: 700, cnt: 7 });
  });

  it('leaves out unknown cids, the auto-sync marker and cids of unfinished erasure tasks (spec §5)', () => {
    const usage = buildQuotaUsage(
      input({
        syncedContents: [
          synced('contacts', 1, 100),
          synced('SHEALTH', 9, 9000),
          synced('device_sync_status', 0, 0),
          synced('notes', 3, 300),
          synced('notes', 3, 300, 'knox'),
        ],
        incompleteCids: new Set(['notes', 'CALLLOGS']),
        backupItems: [{ cid: 'CALLLOGS', usage: 50, count: 5 }],
      }),
    );
    expect(usage.usage_info.map((entry) => `${entry.cid_type}:${entry.cid}`)).toEqual(['SYNC:contacts', 'BACKUP:CALLLOGS']);
    // The erasure rule is the sync total's: backups of an erased sync cid name still count.
    expect(usage.total_info).toEqual({ size: 150, cnt: 6 });
  });

  it('lists synced data that does not count toward the quota, but leaves it out of the totals', () => {
    const usage = buildQuotaUsage(input({ syncedContents: [synced('wifi', 14, 12_000, 'normal', false), synced('pass', 1, 10)] }));
    expect(usage.usage_info).toEqual([
      { cid: 'pass', name: 'Pass', size: 10, cnt: 1, quota_check: true, cid_type: 'SYNC' },
      { cid: 'wifi', name: 'Wi-Fi', size: 12_000, cnt: 14, quota_check: false, cid_type: 'SYNC' },
    ]);
    expect(usage.total_info).toEqual({ size: 10, cnt: 1 });
  });

  it('sums backup items per cid as BACKUP, in category order then unknown cids', () => {
    const usage = buildQuotaUsage(
      input({
        backupItems: [
          { cid: 'Voice', usage: 7, count: 1 },
          { cid: 'ZZ_VENDOR', usage: 3, count: 1 },
          { cid: 'SMS', usage: 10, count: 100 },
          { cid: 'CALLLOGS', usage: 5, count: 50 },
          { cid: 'SMS', usage: 20, count: 200 },
        ],
      }),
    );
    expect(usage.usage_info).toEqual([
      { cid: 'CALLLOGS', name: 'Call logs', size: 5, cnt: 50, quota_check: true, cid_type: 'BACKUP' },
      { cid: 'SMS', name: 'Text messages', size: 30, cnt: 300, quota_check: true, cid_type: 'BACKUP' },
      { cid: 'Voice', name: 'Voice recordings', size: 7, cnt: 1, quota_check: true, cid_type: 'BACKUP' },
      { cid: 'ZZ_VENDOR', name: 'ZZ_VENDOR', size: 3, cnt: 1, quota_check: true, cid_type: 'BACKUP' },
    ]);
    expect(usage.total_info).toEqual({ size: 45, cnt: 352 });
  });

  it('counts gallery photos once, as DEFAULT, and not the gallery cid devices report as synced', () => {
    const usage = buildQuotaUsage(
      input({ syncedContents: [synced('gallery', 2, 2_000), synced('gallery', 1, 1_000, 'secure_folder')], gallery: { count: 3, size: 3_100 } }),
    );
    expect(usage.usage_info).toEqual([{ cid: 'gallery', name: 'Gallery', size: 3_100, cnt: 3, quota_check: true, cid_type: 'DEFAULT' }]);
    expect(usage.total_info).toEqual({ size: 3_100, cnt: 3 });
  });

  it('leaves the photos out while an erasure task deletes them', () => {
    const usage = buildQuotaUsage(input({ gallery: { count: 3, size: 3_100 }, photosBeingErased: true }));
    expect(usage.usage_info).toEqual([]);
    expect(usage.total_info).toEqual({ size: 0, cnt: 0 });
  });

  it('names every backup cid the portal knows', () => {
    for (const id of BACKUP_CATEGORY_IDS) {
      for (const cid of BACKUP_CATEGORIES[id].cids) expect(backupUsageName(cid)).not.toBe(cid);
    }
  });
});
