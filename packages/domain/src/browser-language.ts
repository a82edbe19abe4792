import { DEFAULT_LANGUAGE } from './constants';

/**
 * Browser language normalisation of spec §5. The portal's bundles are keyed by two-letter
 * language codes, plus a region for Chinese, whose written forms differ by region.
 */

/**
 * ISO 639-2/3 codes of the common languages -> ISO 639-1. Both bibliographic and terminology
 * forms are listed where they differ (ger/deu). Codes not listed are kept as they are and
 * fall back later if no bundle exists (resolvePageLanguage).
 */
// A lookup table reads better packed than one pair per line.
// prettier-ignore
const THREE_LETTER_TO_TWO: Readonly<Record<string, string>> = {
  alb: 'sq', sqi: 'sq', ara: 'ar', arm: 'hy', hye: 'hy', aze: 'az', baq: 'eu', eus: 'eu',
  bel: 'be', ben: 'bn', bos: 'bs', bul: 'bg', bur: 'my', mya: 'my', cat: 'ca', chi: 'zh',
  zho: 'zh', hrv: 'hr', cze: 'cs', ces: 'cs', dan: 'da', dut: 'nl', nld: 'nl', eng: 'en',
  est: 'et', fin: 'fi', fre: 'fr', fra: 'fr', geo: 'ka', kat: 'ka', ger: 'de', deu: 'de',
  gre: 'el', ell: 'el', guj: 'gu', heb: 'he', hin: 'hi', hun: 'hu', ice: 'is', isl: 'is',
  ind: 'id', gle: 'ga', ita: 'it', jpn: 'ja', kan: 'kn', kaz: 'kk', khm: 'km', kor: 'ko',
  lao: 'lo', lav: 'lv', lit: 'lt', ltz: 'lb', mac: 'mk', mkd: 'mk', may: 'ms', msa: 'ms',
  mal: 'ml', mar: 'mr', mon: 'mn', nep: 'ne', nor: 'no', nob: 'nb', nno: 'nn', ori: 'or',
  pan: 'pa', per: 'fa', fas: 'fa', pol: 'pl', por: 'pt', rum: 'ro', ron: 'ro', rus: 'ru',
  srp: 'sr', sin: 'si', slo: 'sk', slk: 'sk', slv: 'sl', spa: 'es', swa: 'sw', swe: 'sv',
  tam: 'ta', tel: 'te', tha: 'th', tur: 'tr', ukr: 'uk', urd: 'ur', uzb: 'uz', vie: 'vi',
  glg: 'gl', asm: 'as', tgl: 'tl',
};

/**
 * Languages the portal serves through another bundle (spec §5): Norwegian 'no' is served
 * as Bokmål, Luxembourgish as French. Legacy codes still sent by older systems are included.
 */
const REPLACED_LANGUAGES: Readonly<Record<string, string>> = {
  no: 'nb',
  lb: 'fr',
  iw: 'he',
  in: 'id',
  ji: 'yi',
};

const TRADITIONAL_CHINESE_REGIONS = ['TW', 'HK', 'MO'];

/** 'zh-Hant' without a region reads as Taiwan, 'zh' or 'zh-Hans' as mainland China. */
function chineseWithRegion(script: string | undefined, region: string | undefined): string {
  if (region) return `zh-${region}`;
  return script === 'hant' ? 'zh-TW' : 'zh-CN';
}

/**
 * 'en-US' -> 'en', 'nb-NO' -> 'nb', 'no' -> 'nb', 'lb-LU' -> 'fr', 'kor' -> 'ko',
 * 'zh-Hant-HK' -> 'zh-HK', 'zh_tw' -> 'zh-TW', 'zh' -> 'zh-CN'. Empty input gives the default.
 */
export function normalizeBrowserLanguage(languageTag: string | null | undefined): string {
  const subtags = (languageTag ?? '').trim().split(/[-_]/).filter(Boolean);
  const primary = subtags[0]?.toLowerCase();
  if (!primary || !/^[a-z]{2,3}$/.test(primary)) return DEFAULT_LANGUAGE;

  const twoLetter = THREE_LETTER_TO_TWO[primary] ?? primary;
  const language = REPLACED_LANGUAGES[twoLetter] ?? twoLetter;
  if (language !== 'zh') return language;

  const rest = subtags.slice(1);
  const script = rest.find((tag) => /^[a-z]{4}$/i.test(tag))?.toLowerCase();
  const region = rest.find((tag) => /^[a-z]{2}$/i.test(tag))?.toUpperCase();
  return chineseWithRegion(script, region);
}

/** True for a normalised Chinese tag written in Traditional characters (Taiwan, Hong Kong, Macau). */
export function isTraditionalChinese(normalizedLanguage: string): boolean {
  const [language, region] = normalizedLanguage.split('-');
  return language === 'zh' && region !== undefined && TRADITIONAL_CHINESE_REGIONS.includes(region);
}

/** True for a normalised Chinese tag written in Simplified characters (China, Singapore, …). */
export function isSimplifiedChinese(normalizedLanguage: string): boolean {
  return normalizedLanguage.startsWith('zh-') && !isTraditionalChinese(normalizedLanguage);
}
