import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE } from './bundles';
import { compareBundle, type TranslationTree } from './compare-bundles.mjs';
import { COMPLETE_LANGUAGES, PAGE_LANGUAGES } from './languages';

/**
 * The translation check of `npm test`. English is the source. A language listed in
 * complete-languages.json must have every English key (in its own plural forms), no key
 * English lacks, and the same placeholders; any other language with a bundle is checked
 * for unknown keys and placeholders only, since it fills its gaps from English.
 * `npm run i18n:report` prints where each language stands.
 */
const files = import.meta.glob<TranslationTree>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

const bundles = new Map<string, TranslationTree>();
for (const [path, content] of Object.entries(files)) {
  const [, language, area] = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (language === undefined || area === undefined) continue;
  bundles.set(language, { ...bundles.get(language), [area]: content });
}

const english = bundles.get(FALLBACK_LANGUAGE) ?? {};
const others = [...bundles.keys()].filter((language) => language !== FALLBACK_LANGUAGE).sort();
const incomplete = others.filter((language) => !COMPLETE_LANGUAGES.includes(language));
const complete = COMPLETE_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE);

/** A bundle's keys, in order, at every level (texts left out). */
function shapeOf(node: unknown): unknown {
  return typeof node === 'object' && node !== null
    ? Object.entries(node).map(([key, child]) => [key, shapeOf(child)])
    : null;
}

describe('translation bundles', () => {
  it('has English, and lists English as complete', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(COMPLETE_LANGUAGES).toContain(FALLBACK_LANGUAGE);
  });

  it('keeps every bundle reachable: its language is one the picker offers', () => {
    const unreachable = [...bundles.keys()].filter(
      (language) => !PAGE_LANGUAGES.includes(language),
    );
    expect(
      unreachable,
      'add the language to features/locale/region-list.ts or rename its folder',
    ).toEqual([]);
  });

  it.each(complete)('complete language %s has a bundle', (language) => {
    expect(
      bundles.has(language),
      `complete-languages.json lists ${language} but locales/${language}/ is missing`,
    ).toBe(true);
  });

  it.each(complete)(
    'complete language %s has every English key, no other, same placeholders',
    (language) => {
      const result = compareBundle(english, bundles.get(language) ?? {}, language);
      expect(result.missing, `${language}: keys English has`).toEqual([]);
      expect(result.extra, `${language}: keys English lacks`).toEqual([]);
      expect(
        result.placeholderMismatches,
        `${language}: placeholders differing from English`,
      ).toEqual([]);
    },
  );

  // The help pages are read from the help area's shape (features/help/content/derive-help-page.ts):
  // its key order is the order of their questions and blocks.
  it.each(complete)("complete language %s keeps English's help keys in English's order", (language) => {
    expect(shapeOf(bundles.get(language)?.help)).toEqual(shapeOf(english.help));
  });

  it.each(incomplete)(
    'partial language %s has no unknown key and the same placeholders',
    (language) => {
      const result = compareBundle(english, bundles.get(language) ?? {}, language);
      expect(result.extra, `${language}: keys English lacks`).toEqual([]);
      expect(
        result.placeholderMismatches,
        `${language}: placeholders differing from English`,
      ).toEqual([]);
    },
  );
});
