/**
 * The typefaces of a language (spec §9 "Fonts are chosen per language"), all self-hosted
 * Noto faces from @fontsource. Noto Sans covers Latin, Cyrillic, Greek and Vietnamese (and
 * Devanagari); a language written in another script gets that script's Noto face first and
 * Noto Sans after it for the Latin text every page has (e-mail addresses, model names).
 * Scripts without a face here (Bengali, Tamil, Khmer, Georgian…) use the system's fonts,
 * which the theme's stack lists after these.
 */
export type FontId =
  | 'noto-sans'
  | 'noto-naskh-arabic'
  | 'noto-sans-hebrew'
  | 'noto-sans-kr'
  | 'noto-sans-jp'
  | 'noto-sans-sc'
  | 'noto-sans-tc'
  | 'noto-sans-thai';

export interface FontChoice {
  /** The faces to load, script face first. */
  fonts: readonly FontId[];
  /** The CSS font-family list they make, e.g. `'Noto Naskh Arabic', 'Noto Sans'`. */
  family: string;
}

const FAMILY_NAMES: Readonly<Record<FontId, string>> = {
  'noto-sans': 'Noto Sans',
  'noto-naskh-arabic': 'Noto Naskh Arabic',
  'noto-sans-hebrew': 'Noto Sans Hebrew',
  'noto-sans-kr': 'Noto Sans KR',
  'noto-sans-jp': 'Noto Sans JP',
  'noto-sans-sc': 'Noto Sans SC',
  'noto-sans-tc': 'Noto Sans TC',
  'noto-sans-thai': 'Noto Sans Thai',
};

/**
 * Arabic script (Arabic, Persian, Urdu) uses Naskh, the text style readers of all three
 * know from print, rather than the geometric Kufi of Noto Sans Arabic.
 */
const SCRIPT_FONTS: Readonly<Record<string, FontId>> = {
  ar: 'noto-naskh-arabic',
  fa: 'noto-naskh-arabic',
  ur: 'noto-naskh-arabic',
  he: 'noto-sans-hebrew',
  iw: 'noto-sans-hebrew',
  yi: 'noto-sans-hebrew',
  ko: 'noto-sans-kr',
  ja: 'noto-sans-jp',
  th: 'noto-sans-thai',
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
