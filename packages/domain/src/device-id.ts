import { DAY_IN_MS, DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from './constants';

/**
 * The browser's device id (spec §5): 32 random alphanumeric characters, kept in a cookie
 * for 730 days. Randomness is passed in (crypto.getRandomValues in the browser,
 * crypto.randomBytes on the server) so this stays pure and testable.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are rejected: 256 is not a multiple of 62, and taking them would bias the id. */
const UNBIASED_BYTE_LIMIT = Math.floor(256 / ALPHABET.length) * ALPHABET.length;

export const DEVICE_ID_MAX_AGE_MS = DEVICE_ID_COOKIE_DAYS * DAY_IN_MS;

export type RandomBytes = (length: number) => Uint8Array;

export function generateDeviceId(randomBytes: RandomBytes): string {
  let id = '';
  // Each round draws a few spare bytes; rejection is rare (about 3%), so one round is usual.
  while (id.length < DEVICE_ID_LENGTH) {
    const bytes = randomBytes(DEVICE_ID_LENGTH - id.length + 8);
    if (bytes.length === 0) throw new Error('The random source returned no bytes');
    for (const byte of bytes) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue;
      id += ALPHABET[byte % ALPHABET.length];
      if (id.length === DEVICE_ID_LENGTH) break;
    }
  }
  return id;
}

/** Checks a device id read back from a cookie before trusting it. */
export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && new RegExp(`^[A-Za-z0-9]{${DEVICE_ID_LENGTH}}$`).test(value);
}

/** When a device-id cookie set at `now` (epoch ms) expires. */
export function deviceIdExpiresAt(now: number): number {
  return now + DEVICE_ID_MAX_AGE_MS;
}
