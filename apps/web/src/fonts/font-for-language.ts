/**
 * The typefaces of a language (spec §9 "Fonts are chosen per language"), all self-hosted
 * Noto faces from @fontsource, loaded only for the language in use. Noto Sans covers Latin,
 * Cyrillic (uk, be, bg, mk, sr, kk, mn, ru), Greek and Vietnamese, and Devanagari too: its
 * package has a devanagari subset with its own unicode-range (U+0900-097F…), so Hindi and
 * Nepali pages download that one file of Noto Sans and no face of their own. A language
 * written in another script gets that script's Noto face first, and Noto Sans after it for
 * the Latin text every page has (e-mail addresses, model names). Urdu is set in Nastaliq,
 * the style its readers expect, which needs taller lines (ui/theme.css `:lang(ur)`).
 */
export type FontId =
  | 'noto-sans'
  | 'noto-naskh-arabic'
  | 'noto-nastaliq-urdu'
  | 'noto-sans-hebrew'
  | 'noto-sans-kr'
  | 'noto-sans-jp'
  | 'noto-sans-sc'
  | 'noto-sans-tc'
  | 'noto-sans-thai'
  | 'noto-sans-bengali'
  | 'noto-sans-tamil'
  | 'noto-sans-sinhala'
  | 'noto-sans-georgian'
  | 'noto-sans-armenian'
  | 'noto-sans-khmer'
  | 'noto-sans-lao'
  | 'noto-sans-myanmar';

export interface FontChoice {
  /** The faces to load, script face first. */
  fonts: readonly FontId[];
  /** The CSS font-family list they make, e.g. `'Noto Naskh Arabic', 'Noto Sans'`. */
  family: string;
}

const FAMILY_NAMES: Readonly<Record<FontId, string>> = {
  'noto-sans': 'Noto Sans',
  'noto-naskh-arabic': 'Noto Naskh Arabic',
  'noto-nastaliq-urdu': 'Noto Nastaliq Urdu',
  'noto-sans-hebrew': 'Noto Sans Hebrew',
  'noto-sans-kr': 'Noto Sans KR',
  'noto-sans-jp': 'Noto Sans JP',
  'noto-sans-sc': 'Noto Sans SC',
  'noto-sans-tc': 'Noto Sans TC',
  'noto-sans-thai': 'Noto Sans Thai',
  'noto-sans-bengali': 'Noto Sans Bengali',
  'noto-sans-tamil': 'Noto Sans Tamil',
  'noto-sans-sinhala': 'Noto Sans Sinhala',
  'noto-sans-georgian': 'Noto Sans Georgian',
  'noto-sans-armenian': 'Noto Sans Armenian',
  'noto-sans-khmer': 'Noto Sans Khmer',
  'noto-sans-lao': 'Noto Sans Lao',
  'noto-sans-myanmar': 'Noto Sans Myanmar',
};

/**
 * Arabic and Persian use Naskh, the text style their readers know from print, rather than
 * the geometric Kufi of Noto Sans Arabic; Urdu uses Nastaliq, in which Urdu is printed and
 * read (Naskh reads as Arabic to an Urdu reader). Languages of Noto Sans's scripts (Latin,
 * Cyrillic, Greek, Devanagari) have no entry: Noto Sans alone.
 */
const SCRIPT_FONTS: Readonly<Record<string, FontId>> = {
  ar: 'noto-naskh-arabic',
  fa: 'noto-naskh-arabic',
  ur: 'noto-nastaliq-urdu',
  he: 'noto-sans-hebrew',
  iw: 'noto-sans-hebrew',
  yi: 'noto-sans-hebrew',
  ko: 'noto-sans-kr',
  ja: 'noto-sans-jp',
  th: 'noto-sans-thai',
  bn: 'noto-sans-bengali',
  ta: 'noto-sans-tamil',
  si: 'noto-sans-sinhala',
  ka: 'noto-sans-georgian',
  hy: 'noto-sans-armenian',
  km: 'noto-sans-khmer',
  lo: 'noto-sans-lao',
  my: 'noto-sans-myanmar',
};

/** Traditional Chinese: Taiwan, Hong Kong, Macao, or an explicit Hant script; else Simplified. */
const TRADITIONAL_CHINESE = /^zh[-_](tw|hk|mo|hant)\b/i;

function scriptFontOf(language: string): FontId | null {
  const primary = language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'zh') return TRADITIONAL_CHINESE.test(language) ? 'noto-sans-tc' : 'noto-sans-sc';
  return SCRIPT_FONTS[primary] ?? null;
}

export function fontForLanguage(language: string): FontChoice {
  const scriptFont = scriptFontOf(language);
  const fonts: FontId[] = scriptFont === null ? ['noto-sans'] : [scriptFont, 'noto-sans'];
  return { fonts, family: fonts.map((id) => `'${FAMILY_NAMES[id]}'`).join(', ') };
}
