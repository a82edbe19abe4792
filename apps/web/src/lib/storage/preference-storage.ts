import { isCookieCategoryAllowed } from './cookie-consent';
import { LocalStorageKeys } from './storage-keys';

/**
 * The viewer's remembered preferences: language, country and high contrast. Remembering
 * them across visits is what the functional cookie category is for (spec §2 Cookie
 * management), so where consent applies and functional cookies are not accepted, a choice
 * lasts only for the tab (session storage) — enough for the reload a language change does.
 */
export const PREFERENCE_KEYS = [
  LocalStorageKeys.language,
  LocalStorageKeys.country,
  LocalStorageKeys.highContrast,
] as const;

export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/** The tab's choice first, then the remembered one. */
export function readPreference(key: PreferenceKey): string | null {
  try {
    return sessionStorage.getItem(key) ?? localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a choice for good where functional cookies are allowed in `countryCode`, else for the tab. */
export function savePreference(key: PreferenceKey, value: string, countryCode: string): void {
  const remember = isCookieCategoryAllowed('functional', countryCode);
  try {
    (remember ? localStorage : sessionStorage).setItem(key, value);
    (remember ? sessionStorage : localStorage).removeItem(key);
  } catch {
    // Storage switched off: the choice holds until the page is left.
  }
}

/** After the functional choice changed: move the stored preferences to where they now belong. */
export function relocatePreferences(remember: boolean): void {
  try {
    const [from, to] = remember ? [sessionStorage, localStorage] : [localStorage, sessionStorage];
    for (const key of PREFERENCE_KEYS) {
      const value = from.getItem(key);
      if (value !== null) {
        to.setItem(key, value);
        from.removeItem(key);
      }
    }
  } catch {
    // nothing stored
  }
}
