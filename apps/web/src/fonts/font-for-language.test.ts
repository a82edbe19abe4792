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
    ['hi', ['noto-sans'], "'Noto Sans'"],
    ['ar', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
    ['fa', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
    ['ur', ['noto-naskh-arabic', 'noto-sans'], "'Noto Naskh Arabic', 'Noto Sans'"],
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
  ])('%s loads %j', (language, fonts, family) => {
    expect(fontForLanguage(language)).toEqual({ fonts, family });
  });
});
