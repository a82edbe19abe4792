import { describe, expect, it } from 'vitest';
import { resolvePageLanguage } from './page-language';

const SUPPORTED = ['en', 'ko', 'de', 'fr', 'ar', 'pt-BR', 'zh-CN', 'zh-TW', 'zh-HK'];

describe('resolvePageLanguage', () => {
  it.each([
    ['ko', 'ko'],
    ['de', 'de'],
    ['DE', 'de'],
    ['pt-BR', 'pt-BR'],
    ['pt_br', 'pt-BR'],
    ['en-GB', 'en'],
    ['fr-CA', 'fr'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['ar-EG', 'ar'],
    ['xx', 'en'],
    ['', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zh-MO', 'zh-HK'],
    ['zh-SG', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_TW', 'zh-TW'],
  ])('%s -> %s', (language, expected) => {
    expect(resolvePageLanguage(language, SUPPORTED)).toBe(expected);
  });

  it.each([
    ['zh-HK', ['en', 'zh-TW'], 'zh-TW'],
    ['zh-TW', ['en', 'zh-CN'], 'en'],
    ['xx', ['ko'], 'en'],
    ['de-AT', ['en', 'de-CH'], 'de-CH'],
    ['zh-TW', ['en', 'zh-CN'], 'en'],
  ])('%s with %j -> %s', (language, supported, expected) => {
    expect(resolvePageLanguage(language, supported)).toBe(expected);
  });
});
