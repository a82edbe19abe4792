import { readCookie, writeCookie } from '@/lib/storage/browser-cookie';

/**
 * The idle expiry lives in a cookie (spec §4 Session time-out: "an expiry time is stored in
 * a cookie"), so every tab of the portal shares it: activity in one tab keeps the others
 * signed in too. A browser-session cookie holding epoch milliseconds.
 */
export const IDLE_EXPIRY_COOKIE = 'cp_idle_expiry';

export function readIdleExpiry(): number | null {
  const value = readCookie(IDLE_EXPIRY_COOKIE);
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function writeIdleExpiry(at: number): void {
  writeCookie(IDLE_EXPIRY_COOKIE, String(Math.round(at)), { sameSite: 'Strict' });
}
