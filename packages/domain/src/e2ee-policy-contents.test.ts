import { describe, expect, it } from 'vitest';
import { backupCategoryOfCid } from './backup-categories';
import {
  E2EE_POLICY_CONTENT_IDS,
  filterE2eePolicyContents,
  isE2eePolicyContentId,
} from './e2ee-policy-contents';
import { isKnownSyncCid } from './sync-apps';

describe('E2EE_POLICY_CONTENT_IDS', () => {
  it('holds exactly 26 distinct ids', () => {
    expect(new Set(E2EE_POLICY_CONTENT_IDS).size).toBe(26);
    expect(E2EE_POLICY_CONTENT_IDS).toHaveLength(26);
  });

  it.each(E2EE_POLICY_CONTENT_IDS.map((id) => [id]))('%s is a known backup or sync cid', (id) => {
    expect(backupCategoryOfCid(id) !== undefined || isKnownSyncCid(id)).toBe(true);
  });
});

describe('isE2eePolicyContentId', () => {
  it.each([
    ['SMS', true],
    ['Voice', true],
    ['notes', true],
    ['keyboard', false],
    ['device_sync_status', false],
    ['sms', false],
    ['', false],
  ])('%s -> %s', (id, expected) => {
    expect(isE2eePolicyContentId(id)).toBe(expected);
  });
});

describe('filterE2eePolicyContents', () => {
  it.each([
    ['empty', [], []],
    ['keeps server order', ['notes', 'SMS', 'CALLLOGS'], ['notes', 'SMS', 'CALLLOGS']],
    ['drops unknown ids', ['SMS', 'WALLPAPER', 'keyboard', 'gallery'], ['SMS', 'gallery']],
  ])('%s', (_name, ids, expected) => {
    const contents = ids.map((id) => ({ id, extra: true }));
    expect(filterE2eePolicyContents(contents).map((content) => content.id)).toEqual(expected);
  });
});
