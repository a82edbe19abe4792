/**
 * Name rules of spec §3: in these languages the family name is written before the given name.
 */
export const FAMILY_NAME_FIRST_LANGUAGES = ['ar', 'hu', 'ja', 'ko', 'th', 'vi', 'zh'] as const;

export function isFamilyNameFirst(languageTag: string): boolean {
  const primary = languageTag.toLowerCase().split(/[-_]/)[0] ?? '';
  return (FAMILY_NAME_FIRST_LANGUAGES as readonly string[]).includes(primary);
}

export interface PersonName {
  givenName?: string | null;
  familyName?: string | null;
}

/** Han, kana and Hangul names are written without a space between family and given name. */
const EAST_ASIAN_SCRIPT_ONLY =
  /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]+$/u;

/**
 * 'Jane' + 'Doe' -> 'Jane Doe' in English, 'Doe Jane' in Hungarian, '홍길동' for '길동' + '홍'
 * in Korean. A missing part leaves the other alone; no parts give ''.
 */
export function composeDisplayName(name: PersonName, languageTag: string): string {
  const given = name.givenName?.trim() ?? '';
  const family = name.familyName?.trim() ?? '';
  const parts = (isFamilyNameFirst(languageTag) ? [family, given] : [given, family]).filter(
    Boolean,
  );
  const separator =
    parts.length === 2 && parts.every((part) => EAST_ASIAN_SCRIPT_ONLY.test(part)) ? '' : ' ';
  return parts.join(separator);
}
