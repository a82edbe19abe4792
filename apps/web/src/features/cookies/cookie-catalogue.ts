import {
  CONFIRM_TOKEN_TTL_MS,
  CONSENT_COOKIE_DAYS,
  DEVICE_ID_COOKIE_DAYS,
  EMAIL_VERIFICATION_WINDOW_MS,
} from '@cloud-portal/domain/constants';
import { CONFIRM_TOKEN_COOKIE } from '@/lib/api/confirm-token';
import { CONSENT_COOKIE } from '@/lib/storage/cookie-consent';
import { LocalStorageKeys } from '@/lib/storage/storage-keys';

/**
 * What the portal stores in the browser, by cookie category (spec §2 Cookie management: an
 * expandable table of names and domains per section), with what each item is for and how
 * long it is kept. All of it is first-party: it lives on the portal's own host.
 */
export type CookieCategory = 'essential' | 'functional' | 'analytics';

/** How long an item is kept: a fixed time, until the browser closes, or until it is deleted. */
export type CookieDuration =
  | { unit: 'minute' | 'day'; count: number }
  | { unit: 'browserSession' }
  | { unit: 'untilDeleted' };

/** The translation key of each purpose: `cookies.purposes.<purpose>`. */
export type CookiePurpose =
  | 'session'
  | 'signIn'
  | 'deviceId'
  | 'consent'
  | 'confirmToken'
  | 'idleExpiry'
  | 'verificationCode'
  | 'verificationExpiry'
  | 'verificationSource'
  | 'language'
  | 'country'
  | 'highContrast'
  | 'analyticsVisitor'
  | 'analyticsThrottle'
  | 'analyticsDay';

export interface CookieEntry {
  name: string;
  /** A cookie, or an item of the page's local storage. */
  kind: 'cookie' | 'localStorage';
  purpose: CookiePurpose;
  duration: CookieDuration;
}

const MINUTE_MS = 60_000;
const minutes = (ms: number): CookieDuration => ({ unit: 'minute', count: ms / MINUTE_MS });
const days = (count: number): CookieDuration => ({ unit: 'day', count });
const BROWSER_SESSION: CookieDuration = { unit: 'browserSession' };
const UNTIL_DELETED: CookieDuration = { unit: 'untilDeleted' };
/** apps/server/src/auth/sign-in-request-repository.ts (SIGN_IN_REQUEST_TTL_MS). */
const SIGN_IN_REQUEST_MINUTES = 10;

export const COOKIE_CATALOGUE: Readonly<Record<CookieCategory, readonly CookieEntry[]>> = {
  essential: [
    // Set by the portal server (apps/server/src/auth/auth-cookies.ts); HttpOnly.
    { name: 'portal_session', kind: 'cookie', purpose: 'session', duration: BROWSER_SESSION },
    { name: 'portal_signin', kind: 'cookie', purpose: 'signIn', duration: { unit: 'minute', count: SIGN_IN_REQUEST_MINUTES } },
    // Set by the portal server for the API only (apps/server/src/modules/verification/browser-id-cookie.ts); HttpOnly.
    { name: 'portal_device_id', kind: 'cookie', purpose: 'deviceId', duration: days(DEVICE_ID_COOKIE_DAYS) },
    { name: CONSENT_COOKIE, kind: 'cookie', purpose: 'consent', duration: days(CONSENT_COOKIE_DAYS) },
    { name: CONFIRM_TOKEN_COOKIE, kind: 'cookie', purpose: 'confirmToken', duration: minutes(CONFIRM_TOKEN_TTL_MS) },
    // The idle time-out's shared expiry (features/session-timeout/idle-expiry-cookie.ts).
    { name: 'cp_idle_expiry', kind: 'cookie', purpose: 'idleExpiry', duration: BROWSER_SESSION },
    // A pending web sign-in verification, for as long as its window lasts
    // (features/verification/pending-verification-cookies.ts).
    {
      name: 'cp_verification_code',
      kind: 'cookie',
      purpose: 'verificationCode',
      duration: minutes(EMAIL_VERIFICATION_WINDOW_MS),
    },
    {
      name: 'cp_verification_expiry',
      kind: 'cookie',
      purpose: 'verificationExpiry',
      duration: minutes(EMAIL_VERIFICATION_WINDOW_MS),
    },
    {
      name: 'cp_verification_source',
      kind: 'cookie',
      purpose: 'verificationSource',
      duration: minutes(EMAIL_VERIFICATION_WINDOW_MS),
    },
  ],
  functional: [
    { name: LocalStorageKeys.language, kind: 'localStorage', purpose: 'language', duration: UNTIL_DELETED },
    { name: LocalStorageKeys.country, kind: 'localStorage', purpose: 'country', duration: UNTIL_DELETED },
    { name: LocalStorageKeys.highContrast, kind: 'localStorage', purpose: 'highContrast', duration: UNTIL_DELETED },
  ],
  // ANALYTICS_COOKIE_NAMES of the domain; _gat is the collector's usual one-minute throttle.
  analytics: [
    { name: '_ga', kind: 'cookie', purpose: 'analyticsVisitor', duration: days(CONSENT_COOKIE_DAYS) },
    { name: '_gat', kind: 'cookie', purpose: 'analyticsThrottle', duration: { unit: 'minute', count: 1 } },
    { name: '_gid', kind: 'cookie', purpose: 'analyticsDay', duration: days(1) },
  ],
};
