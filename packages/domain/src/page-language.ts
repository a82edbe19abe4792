import { DEFAULT_LANGUAGE } from './constants';

/** Traditional Chinese readers prefer the other Traditional bundle to a Simplified or English one. */
const CHINESE_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  zh: ['zh-CN'],
  'zh-TW': ['zh-HK'],
  'zh-HK': ['zh-TW'],
  'zh-MO': ['zh-HK', 'zh-TW'],
  'zh-SG': ['zh-CN'],
};

const sameTag = (a: string, b: string): boolean =>
  a.replaceAll('_', '-').toLowerCase() === b.replaceAll('_', '-').toLowerCase();

/**
 * The language bundle to show (spec §5): the requested one if supported, else the closest
 * supported one (same language without region, then the same language in another region:
 * 'pt' → 'pt-BR'; for Chinese another bundle of the same script), else the default 'en'.
 * Returns the spelling of the supported list.
 */
export function resolvePageLanguage(
  language: string,
  supportedLanguages: readonly string[],
): string {
  const find = (tag: string): string | undefined => supportedLanguages.find((s) => sameTag(s, tag));
  const primary = language.split(/[-_]/)[0] ?? '';
  const candidates =
    primary.toLowerCase() === 'zh'
      ? [language, ...(CHINESE_FALLBACKS[language.replaceAll('_', '-')] ?? [])]
      : [language, primary];
  for (const candidate of candidates) {
    const match = find(candidate);
    if (match !== undefined) return match;
  }
  if (primary.toLowerCase() !== 'zh') {
    const sameLanguage = supportedLanguages.find((s) => sameTag(s.split(/[-_]/)[0] ?? '', primary));
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return find(DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;
}
