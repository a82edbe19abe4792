/**
 * The privacy policy and terms pages the footer and the cookie banner link to (spec §2
 * Footer). The spec does not give them: a deployment sets its own at build time; the
 * defaults are placeholders on example.com.
 */
export const PRIVACY_POLICY_URL: string =
  import.meta.env.VITE_PRIVACY_POLICY_URL ?? 'https://www.example.com/legal/privacy';

export const TERMS_URL: string = import.meta.env.VITE_TERMS_URL ?? 'https://www.example.com/legal/terms';

/**
 * A legal page in the viewer's language and country: the `locale` query parameter reads
 * `language_country` (spec §2 Footer), e.g. `en_US`, `zh_TW`.
 */
export function localisedLegalUrl(url: string, language: string, countryCode: string): string {
  const address = new URL(url, window.location.origin);
  const primary = language.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  address.searchParams.set('locale', `${primary}_${countryCode.toUpperCase()}`);
  return address.href;
}
