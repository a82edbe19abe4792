import { describe, expect, it } from 'vitest';
import type { BackupItemState } from './backup-item-state';
import type { BackupItem } from './backup-category-summary';
import { summarizeBackupCategories } from './backup-category-summary';

const item = (cid: string, overrides: Partial<BackupItem> = {}): BackupItem => ({
  cid,
  usage: 100,
  count: 1,
  backup_time: 1_000,
  latest_backup_time: 2_000,
  state: 'on',
  encrypted: false,
  ...overrides,
});

describe('summarizeBackupCategories: totals', () => {
  const summaries = summarizeBackupCategories([
    item('SMS', { usage: 300, count: 3, latest_backup_time: 5_000 }),
    item('MMS', { usage: 200, count: 2, latest_backup_time: 9_000 }),
    item('CONTACT', { usage: 50, count: 10 }),
    item('NOT_A_CATEGORY', { usage: 1_000_000, count: 99 }),
    item('CALLLOGS', { usage: 7, count: 4 }),
  ]);

  it('lists only categories with items, in display order', () => {
    expect(summaries.map((s) => s.id)).toEqual(['phone', 'messages', 'contacts']);
  });

  it.each([
    ['phone', 7, 4, 2_000],
    ['messages', 500, 5, 9_000],
    ['contacts', 50, 10, 2_000],
  ])('%s: size %d, count %d, latest %d', (id, size, count, latest) => {
    const summary = summaries.find((s) => s.id === id);
    expect(summary).toMatchObject({ totalSize: size, totalCount: count, latestBackupTime: latest });
  });

  it('ignores unknown cids in every total', () => {
    expect(summaries.reduce((sum, s) => sum + s.totalSize, 0)).toBe(557);
  });

  it('carries icon and labels', () => {
    expect(summaries[2]).toMatchObject({
      icon: 'calls_contacts',
      labels: {
        nameKey: 'backup.category.contacts.name',
        tabletNameKey: 'backup.category.contacts.nameTablet',
      },
    });
  });
});

describe('summarizeBackupCategories: state', () => {
  it.each<[BackupItemState[], BackupItemState]>([
    [['off', 'on'], 'on'],
    [['noPermission', 'off'], 'off'],
    [['notSupport', 'unSupported'], 'unSupported'],
    [['noPermission'], 'noPermission'],
  ])('items %j -> %s', (states, expected) => {
    const items = states.map((state) => item('SMS', { state }));
    expect(summarizeBackupCategories(items)[0]?.state).toBe(expected);
  });
});

describe('summarizeBackupCategories: encryption', () => {
  it.each([
    ['messages', 'SMS', false, false, false],
    ['messages', 'SMS', true, false, true],
    ['messages', 'SMS', false, true, true],
    ['phone', 'CALLLOGS', false, true, true],
    ['clock', 'Alarm', false, true, true],
    ['settings', 'SETTINGS', false, true, true],
    ['homeScreen', 'HOMESCREEN', false, true, true],
    ['apps', 'APPS', false, true, true],
    ['voiceRecorder', 'Voice', false, true, true],
    ['contacts', 'CONTACT', false, true, false],
    ['contacts', 'CONTACT', true, false, true],
    ['calendar', 'EVENT', false, true, false],
    ['calendar', 'TASK', true, true, true],
  ])(
    '%s (%s): item encrypted %s, account flag %s -> %s',
    (id, cid, itemEncrypted, flag, expected) => {
      const [summary] = summarizeBackupCategories([item(cid, { encrypted: itemEncrypted })], {
        encrypted: flag,
      });
      expect(summary?.id).toBe(id);
      expect(summary?.encrypted).toBe(expected);
    },
  );

  it('one encrypted item is enough', () => {
    const items = [item('EVENT'), item('TASK', { encrypted: true })];
    expect(summarizeBackupCategories(items)[0]?.encrypted).toBe(true);
  });
});

describe('summarizeBackupCategories: nothing to show', () => {
  it.each([[[]], [[item('UNKNOWN')]]])('%j -> no categories', (items) => {
    expect(summarizeBackupCategories(items)).toEqual([]);
  });
});
