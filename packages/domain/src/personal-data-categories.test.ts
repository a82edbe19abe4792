import { describe, expect, it } from 'vitest';
import type { PersonalDataKind } from './personal-data-categories';
import {
  PERSONAL_DATA_CATEGORIES,
  PERSONAL_DATA_IDS,
  SPECIAL_CASED_PERSONAL_DATA_IDS,
  firstPersonalDataIdOfKind,
  personalDataCategory,
} from './personal-data-categories';

const idsOfKind = (kind: PersonalDataKind): string[] =>
  PERSONAL_DATA_IDS.filter((id) => PERSONAL_DATA_CATEGORIES[id]?.kind === kind);

describe('personal data ids', () => {
  it.each(PERSONAL_DATA_IDS.map((id) => [id]))('%s is 10 alphanumeric characters', (id) => {
    expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(personalDataCategory(id)?.id).toBe(id);
  });

  it.each<[PersonalDataKind, number]>([
    ['calendar', 1],
    ['contacts', 1],
    ['notes', 2],
    ['memos', 2],
    ['reminders', 1],
    ['internet', 6],
    ['passSignIn', 1],
    ['health', 1],
    ['wifi', 1],
    ['bluetooth', 1],
    ['emojiAvatars', 2],
    ['gallery', 2],
  ])('%s has %d id(s) sharing one title', (kind, count) => {
    const ids = idsOfKind(kind);
    expect(ids).toHaveLength(count);
    const titles = new Set(ids.map((id) => PERSONAL_DATA_CATEGORIES[id]?.titleKey));
    expect([...titles]).toEqual([`erasure.personalData.${kind}.title`]);
  });

  it.each([['unknown123'], ['toString'], ['']])('%s is not a category', (id) => {
    expect(personalDataCategory(id)).toBeUndefined();
  });
});

describe('count labels', () => {
  it.each([
    ['p7RwN4zB1c', { countKey: 'erasure.personalData.contacts.count' }],
    ['a4GtE8yU2o', { countKey: 'erasure.personalData.internet.count' }],
    ['Dx4hN8tF2m', { fixedTextKey: 'erasure.personalData.passSignIn.fixedText' }],
    ['gB7wJ3qZ5n', { fixedTextKey: 'erasure.personalData.health.fixedText' }],
    ['Lp1cS9vH6y', { fixedTextKey: 'erasure.personalData.wifi.fixedText' }],
  ])('%s -> %o', (id, label) => {
    expect(personalDataCategory(id)?.countLabel).toEqual(label);
  });
});

describe('special cases', () => {
  it('are exactly bluetooth, wifi, two emoji avatar ids and health', () => {
    expect(
      SPECIAL_CASED_PERSONAL_DATA_IDS.map(
        (id) => PERSONAL_DATA_CATEGORIES[id]?.special?.kind,
      ).sort(),
    ).toEqual(['bluetooth', 'emojiAvatar', 'emojiAvatar', 'health', 'wifi']);
  });

  it.each([
    ['Mf8rT2kW4x', 'erasure.personalData.bluetooth.note'],
    ['Qy3dG6nE1b', 'erasure.personalData.emojiAvatars.note'],
    ['kX3vT9qLm2', undefined],
  ])('%s note -> %s', (id, noteKey) => {
    expect(personalDataCategory(id)?.special?.noteKey).toBe(noteKey);
  });

  it('finds the first id of a kind, in the table order', () => {
    expect(firstPersonalDataIdOfKind('notes')).toBe(idsOfKind('notes')[0]);
    expect(firstPersonalDataIdOfKind('memos')).toBe(idsOfKind('memos')[0]);
    expect(personalDataCategory(firstPersonalDataIdOfKind('health'))?.kind).toBe('health');
  });
});
