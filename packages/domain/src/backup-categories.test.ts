import { describe, expect, it } from 'vitest';
import { BACKUP_CATEGORIES, BACKUP_CATEGORY_IDS, backupCategoryOfCid } from './backup-categories';

describe('backupCategoryOfCid', () => {
  it.each([
    ['CALLLOGS', 'phone'],
    ['SMS', 'messages'],
    ['MMS2', 'messages'],
    ['RCSFT', 'messages'],
    ['CONTACT', 'contacts'],
    ['MyProfile', 'contacts'],
    ['EVENT', 'calendar'],
    ['TASK', 'calendar'],
    ['Alarm', 'clock'],
    ['bedtime_alarm', 'clock'],
    ['Voice', 'voiceRecorder'],
    ['SETTINGS', 'settings'],
    ['HOMESCREEN', 'homeScreen'],
    ['APPS', 'apps'],
    ['voice', undefined],
    ['UNKNOWN', undefined],
    ['', undefined],
  ])('%s -> %s', (cid, expected) => {
    expect(backupCategoryOfCid(cid)).toBe(expected);
  });
});

describe('BACKUP_CATEGORIES', () => {
  it('gives every cid to exactly one category', () => {
    const cids = BACKUP_CATEGORY_IDS.flatMap((id) => BACKUP_CATEGORIES[id].cids);
    expect(new Set(cids).size).toBe(cids.length);
  });

  it.each(BACKUP_CATEGORY_IDS.map((id) => [id]))('%s is keyed by its own id', (id) => {
    expect(BACKUP_CATEGORIES[id].id).toBe(id);
    expect(BACKUP_CATEGORIES[id].labels.nameKey).toBe(`backup.category.${id}.name`);
  });

  it.each([
    ['contacts', 'backup.category.contacts.nameTablet', false],
    ['calendar', 'backup.category.calendar.nameTablet', false],
    ['messages', undefined, true],
    ['phone', undefined, true],
    ['voiceRecorder', undefined, true],
  ] as const)('%s: tablet name %s, follows account encryption %s', (id, tabletKey, follows) => {
    expect(BACKUP_CATEGORIES[id].labels.tabletNameKey).toBe(tabletKey);
    expect(BACKUP_CATEGORIES[id].followsAccountEncryption).toBe(follows);
  });
});
