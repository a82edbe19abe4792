import { describe, expect, it } from 'vitest';
import { fontForLanguage, type FontId } from './font-for-language';

describe('fontForLanguage', () => {
  it.each<[string, FontId[], string]>([
    ['en', ['noto-sans'], "'Noto Sans'"],
    ['de', ['noto-sans'], "'Noto Sans'"],
    ['pt', ['noto-sans'], "'Noto Sans'"],
    ['ru', ['noto-sans'], "'Noto Sans'"],
    ['el', ['noto-sans'], "'Noto Sans'"],
    ['vi', ['noto-sans'], "'Noto Sans'"],
    ['tr', ['noto-sans'], "'Noto Sans'"],
    // Cyrillic, Greek and Devanagari are subsets of Noto Sans.
    ['uk', ['noto-sans'], "'Noto Sans'"],
    ['be', ['noto-sans'], "'Noto Sans'"],
    ['bg', ['noto-sans'], "'Noto Sans'"],
    ['mk', ['noto-sans'], "'Noto Sans'"],
    ['sr', ['noto-sans'], "'Noto Sans'"],
    ['kk', ['noto-sans'], "'Noto Sans'"],
    ['mn', ['noto-sans'], "'Noto Sans'"],
    ['hi', ['noto-sans'], "'Noto Sans'"],
    ['ne', ['noto-sans'], "'Noto Sans'"],
    ['ar', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
    ['fa', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
    ['ur', ['noto-nastaliq-urdu', 'noto-sans'], "'Noto Nastaliq Urdu', 'Noto Sans'"],
    ['ur-PK', ['noto-nastaliq-urdu', 'noto-sans'], "'Noto Nastaliq Urdu', 'Noto Sans'"],
    ['ar-EG', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
    ['he', ['noto-sans-hebrew', 'noto-sans'], "'Noto Sans Hebrew', 'Noto Sans'"],
    ['ko', ['noto-sans-kr', 'noto-sans'], "'Noto Sans KR', 'Noto Sans'"],
    ['ja', ['noto-sans-jp', 'noto-sans'], "'Noto Sans JP', 'Noto Sans'"],
    ['zh-CN', ['noto-sans-sc', 'noto-sans'], "'Noto Sans SC', 'Noto Sans'"],
    ['zh-SG', ['noto-sans-sc', 'noto-sans'], "'Noto Sans SC', 'Noto Sans'"],
    ['zh', ['noto-sans-sc', 'noto-sans'], "'Noto Sans SC', 'Noto Sans'"],
    ['zh-TW', ['noto-sans-tc', 'noto-sans'], "'Noto Sans TC', 'Noto Sans'"],
    ['zh-HK', ['noto-sans-tc', 'noto-sans'], "'Noto Sans TC', 'Noto Sans'"],
    ['zh-MO', ['noto-sans-tc', 'noto-sans'], "'Noto Sans TC', 'Noto Sans'"],
    ['zh_hant', ['noto-sans-tc', 'noto-sans'], "'Noto Sans TC', 'Noto Sans'"],
    ['th', ['noto-sans-thai', 'noto-sans'], "'Noto Sans Thai', 'Noto Sans'"],
    ['bn', ['noto-sans-bengali', 'noto-sans'], "'Noto Sans Bengali', 'Noto Sans'"],
    ['ta', ['noto-sans-tamil', 'noto-sans'], "'Noto Sans Tamil', 'Noto Sans'"],
    ['si', ['noto-sans-sinhala', 'noto-sans'], "'Noto Sans Sinhala', 'Noto Sans'"],
    ['ka', ['noto-sans-georgian', 'noto-sans'], "'Noto Sans Georgian', 'Noto Sans'"],
    ['hy', ['noto-sans-armenian', 'noto-sans'], "'Noto Sans Armenian', 'Noto Sans'"],
    ['km', ['noto-sans-khmer', 'noto-sans'], "'Noto Sans Khmer', 'Noto Sans'"],
    ['lo', ['noto-sans-lao', 'noto-sans'], "'Noto Sans Lao', 'Noto Sans'"],
    ['my', ['noto-sans-myanmar', 'noto-sans'], "'Noto Sans Myanmar', 'Noto Sans'"],
  ])('%s loads %j', (language, fonts, family) => {
    expect(fontForLanguage(language)).toEqual({ fonts, family });
  });
});
