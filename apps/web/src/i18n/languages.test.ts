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

  it('declares English for the languages without a bundle', () => {
    for (const language of ['sv', 'uk', 'hi', 'th', 'nb', 'hu', 'cs']) {
      expect(documentLanguageOf(language)).toBe('en');
    }
  });

  it('gives Portugal, Angola and Mozambique no Brazilian text: English, said so', () => {
    expect(PAGE_LANGUAGES).toContain('pt');
    expect(textLanguagesOf('pt', bundles)).toEqual(['pt', 'en']);
    expect(documentLanguageOf('pt')).toBe('en');
    expect(readsInEnglish('pt')).toBe(true);
    expect(readsInEnglish('pt-BR')).toBe(false);
  });

  it('shows the complete languages in themselves', () => {
    for (const language of COMPLETE_LANGUAGES) expect(documentLanguageOf(language)).toBe(language);
  });

  it('shows Chinese of the same script whole: Hong Kong and Macau read Taiwan’s, Singapore the mainland’s', () => {
    expect(textLanguagesOf('zh-HK', bundles)).toEqual(['zh-HK', 'zh-TW']);
    expect(textLanguagesOf('zh-MO', bundles)).toEqual(['zh-MO', 'zh-TW']);
    expect(textLanguagesOf('zh-SG', bundles)).toEqual(['zh-SG', 'zh-CN']);
    expect(documentLanguageOf('zh-HK')).toBe('zh-HK');
  });

  it('counts a language listed complete but without a bundle as English', () => {
    expect(documentLanguageOf('ko', ['en'], ['en', 'ko'])).toBe('en');
    expect(documentLanguageOf('de-AT', ['en', 'de'], ['en', 'de'])).toBe('de-AT');
  });
});
