/**
 * Where cookie consent applies (spec §5 "Cookie consent applies only in regions that require
 * it"; the list is not shown — decided here and in docs/decisions.md). Two regimes, each with
 * its own cookie-policy update date (spec §9): Europe (the EU, the rest of the EEA, the
 * United Kingdom and Switzerland: GDPR and the ePrivacy rules) and Latin America (its data
 * protection laws modelled on the GDPR, such as Brazil's LGPD). Everywhere else the portal
 * shows no consent banner, no cookie links and no cookie-policy page.
 */
export type CookieRegime = 'europe' | 'latinAmerica';

// ISO 3166-1 alpha-2; a packed table reads better than one code per line.
// prettier-ignore
const EUROPE: readonly string[] = [
  // European Union
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // the rest of the EEA, the United Kingdom, Switzerland
  'IS', 'LI', 'NO', 'GB', 'CH',
];

// prettier-ignore
const LATIN_AMERICA: readonly string[] = [
  'AR', 'BO', 'BR', 'CL', 'CO', 'CR', 'DO', 'EC', 'SV', 'GT', 'HN', 'MX', 'NI', 'PA', 'PY',
  'PE', 'PR', 'UY', 'VE',
];

/**
 * Countries where the analytical/performance section is not offered at all (spec §2 Cookie
 * management: "hidden for viewers in listed countries"): their data protection authorities
 * found the common web-analytics tools unlawful (Austria, France, Italy, Denmark, Norway and
 * Sweden, 2022–2023), so the portal runs no analytics there, consent or not.
 */
export const ANALYTICS_BLOCKED_COUNTRIES: readonly string[] = ['AT', 'FR', 'IT', 'DK', 'NO', 'SE'];

export const CONSENT_REGIME_COUNTRIES: Readonly<Record<CookieRegime, readonly string[]>> = {
  europe: EUROPE,
  latinAmerica: LATIN_AMERICA,
};

/** The cookie regime of a country, or null where no consent is asked. */
export function cookieRegimeOf(countryCode: string): CookieRegime | null {
  const code = countryCode.toUpperCase();
  if (EUROPE.includes(code)) return 'europe';
  if (LATIN_AMERICA.includes(code)) return 'latinAmerica';
  return null;
}

/** True where the portal must ask before setting cookies that are not essential. */
export function consentApplies(countryCode: string): boolean {
  return cookieRegimeOf(countryCode) !== null;
}

/** True where analytics may run at all (with consent where consent applies). */
export function isAnalyticsOffered(countryCode: string): boolean {
  return !ANALYTICS_BLOCKED_COUNTRIES.includes(countryCode.toUpperCase());
}
