import { ANALYTICS_COOKIE_NAMES } from '@cloud-portal/domain/constants';
import { CONFIRM_TOKEN_COOKIE } from '@/lib/confirm-token';
import { CONSENT_COOKIE } from '@/lib/cookie-consent';
import { PREFERENCE_KEYS } from '@/lib/preference-storage';

/**
 * What the portal stores in the browser, by cookie category (spec §2 Cookie management: an
 * expandable table of names and domains per section). All of it is first-party: it lives on
 * the portal's own host.
 */
export type CookieCategory = 'essential' | 'functional' | 'analytics';

export interface CookieEntry {
  name: string;
  /** A cookie, or an item of the page's local storage. */
  kind: 'cookie' | 'localStorage';
}

export const COOKIE_CATALOGUE: Readonly<Record<CookieCategory, readonly CookieEntry[]>> = {
  essential: [
    // Set by the portal server (apps/server/src/auth/auth-cookies.ts); HttpOnly.
    { name: 'portal_session', kind: 'cookie' },
    { name: 'portal_signin', kind: 'cookie' },
    { name: CONSENT_COOKIE, kind: 'cookie' },
    { name: CONFIRM_TOKEN_COOKIE, kind: 'cookie' },
    // The idle time-out's shared expiry (features/session-timeout/idle-expiry-cookie.ts).
    { name: 'cp_idle_expiry', kind: 'cookie' },
  ],
  functional: PREFERENCE_KEYS.map((name) => ({ name, kind: 'localStorage' as const })),
  analytics: ANALYTICS_COOKIE_NAMES.map((name) => ({ name, kind: 'cookie' as const })),
};
