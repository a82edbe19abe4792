import { describe, expect, it } from 'vitest';
import {
  RESTORE_CATEGORIES,
  RESTORE_GROUPS,
  restoreCategoryOfGroup,
  sizeByRestoreCategory,
} from './restore-categories';

describe('restoreCategoryOfGroup', () => {
  it.each([
    ['UI_CONTACT', 'contacts', 'calls_contacts'],
    ['UI_MESSAGE', 'messages', 'ic_message'],
    ['UI_APPS', 'apps', 'ic_apps'],
    ['DOWNLOAD_APPS', 'apps', 'ic_apps'],
    ['UI_WEARABLE', 'wearable', 'ic_wear'],
    ['SECUREFOLDER_SELF', 'secureFolder', 'ic_secure_folder'],
    ['UI_HOMESCREEN', 'homeScreen', 'ic_home'],
    ['UI_SETTING', 'settingsPermission', 'ic_setting'],
    ['UI_IMAGE', 'images', 'ic_image'],
    ['UI_VIDEO', 'videos', 'ic_video'],
    ['UI_AUDIO', 'audio', 'ic_audio'],
    ['UI_DOCUMENT', 'documents', 'ic_document'],
  ] as const)('%s -> %s (icon %s)', (group, id, icon) => {
    expect(restoreCategoryOfGroup(group)).toBe(id);
    expect(RESTORE_CATEGORIES[id].icon).toBe(icon);
  });

  it.each([['UI_UNKNOWN'], ['ui_contact'], ['']])('%s -> undefined', (group) => {
    expect(restoreCategoryOfGroup(group)).toBeUndefined();
  });

  it('maps every group', () => {
    expect(RESTORE_GROUPS.filter((group) => restoreCategoryOfGroup(group) === undefined)).toEqual(
      [],
    );
  });
});

describe('sizeByRestoreCategory', () => {
  it.each([
    ['nothing', [], []],
    [
      'apps gathers both app groups',
      [
        { group: 'UI_APPS', size: 10 },
        { group: 'DOWNLOAD_APPS', size: 5 },
      ],
      [{ id: 'apps', size: 15, itemCount: 2 }],
    ],
    [
      'display order, unknown groups ignored',
      [
        { group: 'UI_DOCUMENT', size: 1 },
        { group: 'UI_MYSTERY', size: 1000 },
        { group: 'UI_CONTACT', size: 2 },
      ],
      [
        { id: 'contacts', size: 2, itemCount: 1 },
        { id: 'documents', size: 1, itemCount: 1 },
      ],
    ],
  ])('%s', (_name, items, expected) => {
    expect(sizeByRestoreCategory(items)).toEqual(expected);
  });
});
