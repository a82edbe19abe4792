import { normalizeBrowserLanguage } from './browser-language';
import { DEFAULT_LANGUAGE } from './constants';
import { resolveCountry } from './country-resolution';
import { resolvePageLanguage } from './page-language';

export interface StartPreferencesInput {
  /** The language chosen on the location page, if any. */
  storedLanguage: string | null;
  /** The country chosen on the location page, if any. */
  storedCountry: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
  /** The languages a page can be in. */
  availableLanguages: readonly string[];
  /** The countries the location picker offers. */
  supportedCountries: readonly string[];
}

export interface StartPreferences {
  /** The bundle to show. */
  language: string;
  countryCode: string;
}

const primaryOf = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** The region subtag of a language tag ('en-GB' → 'GB'), if it has one. */
function regionOf(tag: string | undefined): string | null {
  const region = tag?.split(/[-_]/).find((part, index) => index > 0 && /^[A-Za-z]{2}$/.test(part));
  return region === undefined ? null : region.toUpperCase();
}

/**
 * The language and country the page starts with (spec §5), from the domain rules — in the
 * browser from what it remembers and `navigator.languages`, on the server from
 * `Accept-Language` (to pick the prerendered page the browser will show):
 * - a stored choice wins; it is normalised and, without a bundle, falls back to English;
 * - otherwise the first browser language with a bundle (normalised: no → nb, three-letter
 *   codes to two, Chinese keeps its region), else English;
 * - the country is the stored one, else the region of the first browser language, checked
 *   against the supported list (else US); Korean forces KR and Simplified Chinese CN
 *   (except in Singapore).
 */
export function resolveStartPreferences({
  storedLanguage,
  storedCountry,
  browserLanguages,
  availableLanguages,
  supportedCountries,
}: StartPreferencesInput): StartPreferences {
  const requested = normalizeBrowserLanguage(storedLanguage ?? browserLanguages[0] ?? DEFAULT_LANGUAGE);

  let language: string;
  if (storedLanguage !== null) {
    language = resolvePageLanguage(requested, availableLanguages);
  } else {
    const served = browserLanguages
      .map((tag) => normalizeBrowserLanguage(tag))
      .map((tag) => ({ tag, match: resolvePageLanguage(tag, availableLanguages) }))
      .find(({ tag, match }) => primaryOf(match) === primaryOf(tag));
    language = served?.match ?? resolvePageLanguage(DEFAULT_LANGUAGE, availableLanguages);
  }

  const countryCode = resolveCountry({
    country: storedCountry ?? regionOf(browserLanguages[0]),
    language: requested,
    supportedCountries,
  });
  return { language, countryCode };
}
