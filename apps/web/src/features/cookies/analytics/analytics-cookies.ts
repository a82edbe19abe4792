import { ANALYTICS_COOKIE_NAMES, DAY_IN_MS } from '@cloud-portal/domain/constants';
import { deleteCookie, readCookie, writeCookie } from '@/lib/storage/browser-cookie';

const SECONDS_PER_DAY = DAY_IN_MS / 1000;
/** The visitor id lives as long as the consent that allows it (spec §9: 365 days). */
const CLIENT_ID_DAYS = 365;

/** Removes every analytics cookie (spec §2: _ga, _gat, _gid): without consent none may exist. */
export function removeAnalyticsCookies(): void {
  for (const name of ANALYTICS_COOKIE_NAMES) deleteCookie(name);
}

function randomNumber(): number {
  const value = new Uint32Array(1);
  crypto.getRandomValues(value);
  return value[0] ?? 0;
}

/**
 * The anonymous visitor id (_ga, kept a year) and day id (_gid, kept a day), made on first
 * use. Only called once analytics is allowed.
 */
export function ensureAnalyticsIds(now: number = Date.now()): { clientId: string; dayId: string } {
  const seconds = Math.floor(now / 1000);
  let clientId = readCookie('_ga');
  if (clientId === null) {
    clientId = `GA1.1.${randomNumber()}.${seconds}`;
    writeCookie('_ga', clientId, { maxAgeSeconds: CLIENT_ID_DAYS * SECONDS_PER_DAY });
  }
  let dayId = readCookie('_gid');
  if (dayId === null) {
    dayId = `GA1.1.${randomNumber()}.${seconds}`;
    writeCookie('_gid', dayId, { maxAgeSeconds: SECONDS_PER_DAY });
  }
  return { clientId, dayId };
}
