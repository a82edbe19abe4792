import { CONSENT_COOKIE_DAYS, DAY_IN_MS } from '@cloud-portal/domain/constants';
import { deleteCookie, readCookie, writeCookie } from './browser-cookie';
import { consentApplies, isAnalyticsOffered } from './cookie-regime';
import { LocalStorageKeys } from './storage-keys';

/**
 * The visitor's cookie choices (spec §2 Cookie consent banner and Cookie management, §4
 * Cookie consent). The decision itself is a 365-day cookie, so no banner shows again; the
 * functional and analytics flags are kept in local storage.
 */
export const CONSENT_COOKIE = 'cp_consent';

export interface CookieChoices {
  functional: boolean;
  analytics: boolean;
}

export interface ConsentState {
  /** The visitor accepted, declined or saved their choices (the consent cookie exists). */
  decided: boolean;
  choices: CookieChoices;
}

export type OptionalCookieCategory = keyof CookieChoices;

const NOTHING_ACCEPTED: CookieChoices = { functional: false, analytics: false };

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function readConsent(): ConsentState {
  const decided = readCookie(CONSENT_COOKIE) !== null;
  if (!decided) return { decided, choices: NOTHING_ACCEPTED };
  return {
    decided,
    choices: {
      functional: readFlag(LocalStorageKeys.functionalCookies),
      analytics: readFlag(LocalStorageKeys.analyticsCookies),
    },
  };
}

/** Records a decision: the flags, then the 365-day consent cookie. */
export function saveConsent(choices: CookieChoices): ConsentState {
  try {
    localStorage.setItem(LocalStorageKeys.functionalCookies, String(choices.functional));
    localStorage.setItem(LocalStorageKeys.analyticsCookies, String(choices.analytics));
  } catch {
    // Storage switched off: the cookie alone still stops the banner; nothing optional runs.
  }
  writeCookie(CONSENT_COOKIE, '1', { maxAgeSeconds: (CONSENT_COOKIE_DAYS * DAY_IN_MS) / 1000 });
  return readConsent();
}

/** Forgets the decision (tests, and a full logout clears it anyway). */
export function forgetConsent(): void {
  deleteCookie(CONSENT_COOKIE);
  try {
    localStorage.removeItem(LocalStorageKeys.functionalCookies);
    localStorage.removeItem(LocalStorageKeys.analyticsCookies);
  } catch {
    // nothing stored
  }
}

/**
 * Whether an optional category may be used for a viewer in this country. Analytics never
 * runs where it is not offered; where no consent regime applies, both are allowed; where one
 * applies, only what the visitor accepted.
 */
export function isCookieCategoryAllowed(
  category: OptionalCookieCategory,
  countryCode: string,
  consent: ConsentState = readConsent(),
): boolean {
  if (category === 'analytics' && !isAnalyticsOffered(countryCode)) return false;
  if (!consentApplies(countryCode)) return true;
  return consent.decided && consent.choices[category];
}
