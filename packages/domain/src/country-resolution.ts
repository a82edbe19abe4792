import { isSimplifiedChinese, normalizeBrowserLanguage } from './browser-language';
import { DEFAULT_COUNTRY } from './constants';

export interface CountryResolutionInput {
  /** The country the user or their network claims; any case. */
  country: string | null | undefined;
  /** The page language, normalised or not ('ko-KR' and 'ko' both work). */
  language: string;
  /** ISO 3166-1 alpha-2 codes the portal serves. */
  supportedCountries: readonly string[];
}

/**
 * The country the portal uses (spec §5). An unsupported country becomes the default (US).
 * Korean is served only for Korea, so it forces KR; Simplified Chinese forces CN, except
 * in Singapore, which has its own Simplified Chinese content.
 */
export function resolveCountry({
  country,
  language,
  supportedCountries,
}: CountryResolutionInput): string {
  const requested = (country ?? '').trim().toUpperCase();
  const supported = supportedCountries.some((code) => code.toUpperCase() === requested);
  const validated = supported ? requested : DEFAULT_COUNTRY;

  const normalizedLanguage = normalizeBrowserLanguage(language);
  if (normalizedLanguage === 'ko') return 'KR';
  if (isSimplifiedChinese(normalizedLanguage) && validated !== 'SG') return 'CN';
  return validated;
}
