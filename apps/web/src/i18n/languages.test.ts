import { describe, expect, it } from 'vitest';
import { documentLanguageOf, languagesOf, bundleLoaders, readsInEnglish, textLanguagesOf } from './bundles';
import { COMPLETE_LANGUAGES, PAGE_LANGUAGES } from './languages';

const bundles = languagesOf(bundleLoaders);

describe('every language the picker offers is truthful', () => {
  it.each(PAGE_LANGUAGES.map((language) => [language]))(
    '%s has its texts whole from a complete bundle, or declares English',
    (language) => {
      const declared = documentLanguageOf(language);
      const chain = textLanguagesOf(language, bundles);
      const source = chain[chain.length - 1] ?? '';
      if (declared === language) {
        // Whole: the chain ends at a complete bundle, English only for English itself.
        expect(COMPLETE_LANGUAGES).toContain(source);
        expect(bundles).toContain(source);
        if (language !== 'en') expect(chain).not.toContain('en');
      } else {
        expect(declared).toBe('en');
        expect(readsInEnglish(language)).toBe(true);
      }
    },
  );

  it('offers every language whole: each one the picker offers has a complete bundle', () => {
    expect(PAGE_LANGUAGES.length).toBeGreaterThanOrEqual(69);
    expect(PAGE_LANGUAGES.filter((language) => !COMPLETE_LANGUAGES.includes(language))).toEqual([]);
    for (const language of PAGE_LANGUAGES) expect(readsInEnglish(language), language).toBe(false);
  });

  it('gives Portugal, Angola and Mozambique European Portuguese of their own, not Brazilian', () => {
    expect(PAGE_LANGUAGES).toContain('pt');
    expect(textLanguagesOf('pt', bundles)).toEqual(['pt']);
    expect(documentLanguageOf('pt')).toBe('pt');
  });

  it('shows the complete languages in themselves', () => {
    for (const language of COMPLETE_LANGUAGES) expect(documentLanguageOf(language)).toBe(language);
  });

  it('shows Chinese whole: Hong Kong, Macau and Singapore read their own bundles', () => {
    for (const language of ['zh-HK', 'zh-MO', 'zh-SG']) expect(textLanguagesOf(language, bundles)).toEqual([language]);
  });

  // The fallback for a language offered before its translation is complete (none today).
  it('declares English for a language without a bundle, and says it reads in English', () => {
    expect(documentLanguageOf('sv', ['en', 'de'], ['en', 'de'])).toBe('en');
    expect(readsInEnglish('sv', ['en', 'de'], ['en', 'de'])).toBe(true);
    expect(textLanguagesOf('sv', ['en', 'de'], ['en', 'de'])).toEqual(['sv', 'en']);
  });

  it('gives a Portuguese without a complete bundle no Brazilian text: English', () => {
    expect(textLanguagesOf('pt', ['en', 'pt-BR'], ['en', 'pt-BR'])).toEqual(['pt', 'en']);
    expect(documentLanguageOf('pt', ['en', 'pt-BR'], ['en', 'pt-BR'])).toBe('en');
  });

  it('fills a Chinese without a bundle from the same script: Hong Kong from Taiwan, Singapore from the mainland', () => {
    const bundles = ['en', 'zh-CN', 'zh-TW'];
    expect(textLanguagesOf('zh-HK', bundles, bundles)).toEqual(['zh-HK', 'zh-TW']);
    expect(textLanguagesOf('zh-MO', bundles, bundles)).toEqual(['zh-MO', 'zh-TW']);
    expect(textLanguagesOf('zh-SG', bundles, bundles)).toEqual(['zh-SG', 'zh-CN']);
    expect(documentLanguageOf('zh-HK', bundles, bundles)).toBe('zh-HK');
  });

  it('counts a language listed complete but without a bundle as English', () => {
    expect(documentLanguageOf('ko', ['en'], ['en', 'ko'])).toBe('en');
    expect(documentLanguageOf('de-AT', ['en', 'de'], ['en', 'de'])).toBe('de-AT');
  });
});
