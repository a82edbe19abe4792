import { describe, expect, it } from 'vitest';
import {
  isSimplifiedChinese,
  isTraditionalChinese,
  normalizeBrowserLanguage,
} from './browser-language';

describe('normalizeBrowserLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['EN_gb', 'en'],
    ['ko-KR', 'ko'],
    ['fr', 'fr'],
    ['no', 'nb'],
    ['no-NO', 'nb'],
    ['nb-NO', 'nb'],
    ['nn-NO', 'nn'],
    ['lb', 'fr'],
    ['lb-LU', 'fr'],
    ['ltz', 'fr'],
    ['nor', 'nb'],
    ['kor', 'ko'],
    ['deu-DE', 'de'],
    ['ger', 'de'],
    ['jpn', 'ja'],
    ['iw-IL', 'he'],
    ['in', 'id'],
    ['fil', 'fil'],
    ['zh-TW', 'zh-TW'],
    ['zh_hk', 'zh-HK'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-SG'],
    ['zh-MO', 'zh-MO'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hans-SG', 'zh-SG'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zho-HK', 'zh-HK'],
    ['chi', 'zh-CN'],
    ['', 'en'],
    ['  ', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['*', 'en'],
    ['english', 'en'],
  ])('%s -> %s', (tag, expected) => {
    expect(normalizeBrowserLanguage(tag)).toBe(expected);
  });
});

describe('Chinese scripts', () => {
  it.each([
    ['zh-TW', true, false],
    ['zh-HK', true, false],
    ['zh-MO', true, false],
    ['zh-CN', false, true],
    ['zh-SG', false, true],
    ['zh-MY', false, true],
    ['ko', false, false],
    ['en', false, false],
  ])('%s: traditional %s, simplified %s', (tag, traditional, simplified) => {
    expect(isTraditionalChinese(tag)).toBe(traditional);
    expect(isSimplifiedChinese(tag)).toBe(simplified);
  });
});
