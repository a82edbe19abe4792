/**
 * Country and language names from the browser's Unicode data (Intl.DisplayNames, CLDR), so
 * every interface language names every country without a translation key per country.
 * Language names are given in the language itself ("Deutsch", "العربية"), as pickers do.
 */
const regionNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the interface language, or null when it has none. */
export function countryName(countryCode: string, uiLanguage: string): string | null {
  let names = regionNames.get(uiLanguage);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([uiLanguage, 'en'], { type: 'region', fallback: 'none' });
    } catch {
      names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    }
    regionNames.set(uiLanguage, names);
  }
  try {
    return names.of(countryCode.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

const autonyms = new Map<string, string | null>();

/** A language's name in that language ('de' → 'Deutsch'), or null when it has none. */
export function languageAutonym(languageTag: string): string | null {
  const known = autonyms.get(languageTag);
  if (known !== undefined) return known;
  let autonym: string | null = null;
  try {
    const names = new Intl.DisplayNames([languageTag], { type: 'language', fallback: 'none' });
    const name = names.of(languageTag);
    if (name !== undefined) autonym = name.charAt(0).toLocaleUpperCase(languageTag) + name.slice(1);
  } catch {
    // not a language tag Intl knows
  }
  autonyms.set(languageTag, autonym);
  return autonym;
}
