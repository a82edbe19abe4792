import { describe, expect, it } from 'vitest';
import { resolveCountry } from './country-resolution';

const SUPPORTED = ['US', 'GB', 'DE', 'KR', 'CN', 'SG', 'TW', 'FR'];

describe('resolveCountry', () => {
  it.each([
    ['supported country kept', 'DE', 'de', 'DE'],
    ['any case accepted', 'gb', 'en', 'GB'],
    ['unsupported -> default', 'XX', 'en', 'US'],
    ['missing -> default', null, 'en', 'US'],
    ['empty -> default', '', 'fr', 'US'],
    ['Korean forces KR', 'US', 'ko', 'KR'],
    ['Korean with region forces KR', 'DE', 'ko-KR', 'KR'],
    ['Korean with unsupported country forces KR', 'XX', 'ko', 'KR'],
    ['Simplified Chinese forces CN', 'US', 'zh-CN', 'CN'],
    ['bare zh is Simplified', 'GB', 'zh', 'CN'],
    ['Simplified Chinese in Singapore stays SG', 'SG', 'zh-CN', 'SG'],
    ['zh-SG in Singapore stays SG', 'sg', 'zh-SG', 'SG'],
    ['zh-SG elsewhere forces CN', 'US', 'zh-SG', 'CN'],
    ['Traditional Chinese keeps the country', 'TW', 'zh-TW', 'TW'],
    ['Traditional Chinese elsewhere keeps the country', 'US', 'zh-Hant-HK', 'US'],
  ])('%s: %s + %s -> %s', (_name, country, language, expected) => {
    expect(resolveCountry({ country, language, supportedCountries: SUPPORTED })).toBe(expected);
  });
});
