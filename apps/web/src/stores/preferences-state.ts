import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';

/**
 * The viewer's preferences every feature reads (spec §3 Home/app state): language, country,
 * reading direction and high contrast. Apart from their slice (preferences-slice.ts), so the
 * start-up script can work them out before the app and Redux are fetched.
 */
export interface PreferencesState {
  /** A language tag with a translation bundle, e.g. `en` or `zh-TW`. */
  language: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  isRightToLeft: boolean;
  isHighContrast: boolean;
}

export function makePreferencesState(
  language: string = DEFAULT_LANGUAGE,
  countryCode: string = DEFAULT_COUNTRY,
): PreferencesState {
  return { language, countryCode, isRightToLeft: isRightToLeft(language), isHighContrast: false };
}
