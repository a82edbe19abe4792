import { describe, expect, it } from 'vitest';
import type { PersonName } from './name-order';
import { composeDisplayName, isFamilyNameFirst } from './name-order';

describe('isFamilyNameFirst', () => {
  it.each([
    ['ar', true],
    ['hu-HU', true],
    ['ja', true],
    ['ko_KR', true],
    ['th', true],
    ['vi', true],
    ['zh-TW', true],
    ['ZH', true],
    ['en', false],
    ['de-DE', false],
    ['', false],
  ])('%s -> %s', (language, expected) => {
    expect(isFamilyNameFirst(language)).toBe(expected);
  });
});

describe('composeDisplayName', () => {
  it.each<[PersonName, string, string]>([
    [{ givenName: 'Jane', familyName: 'Doe' }, 'en', 'Jane Doe'],
    [{ givenName: 'János', familyName: 'Kovács' }, 'hu', 'Kovács János'],
    [{ givenName: 'Minsu', familyName: 'Kim' }, 'ko', 'Kim Minsu'],
    [{ givenName: '길동', familyName: '홍' }, 'ko-KR', '홍길동'],
    [{ givenName: '太郎', familyName: '山田' }, 'ja', '山田太郎'],
    [{ givenName: '小明', familyName: '王' }, 'zh-CN', '王小明'],
    [{ givenName: 'Lan', familyName: 'Nguyễn' }, 'vi', 'Nguyễn Lan'],
    [{ givenName: ' Jane ', familyName: '' }, 'en', 'Jane'],
    [{ familyName: 'Doe' }, 'hu', 'Doe'],
    [{ givenName: null, familyName: null }, 'en', ''],
    [{}, 'ko', ''],
  ])('%o in %s -> %s', (name, language, expected) => {
    expect(composeDisplayName(name, language)).toBe(expected);
  });
});
