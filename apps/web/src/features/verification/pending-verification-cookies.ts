import { deleteCookie, readCookie, writeCookie } from '@/lib/storage/browser-cookie';
import type { PendingVerification, VerificationSource } from './verification-slice';

/**
 * The pending web sign-in (spec §3: "verification expiry times" are kept in browser storage;
 * §4: "pending-auth cookies are cleared"): its auth code, the end of its window and its route,
 * so a reload keeps waiting for the same confirmation. Each cookie lives only as long as the
 * window; SameSite=Strict, first-party. The auth code alone verifies nothing: the server
 * answers it only to the session and the browser (HttpOnly device-id cookie) that started it.
 */
export const VERIFICATION_COOKIES = {
  authCode: 'cp_verification_code',
  expiresAt: 'cp_verification_expiry',
  src: 'cp_verification_source',
} as const;

const SOURCES: readonly VerificationSource[] = ['email', 'mobile'];

export function writePendingVerification(pending: PendingVerification, now = Date.now()): void {
  const maxAgeSeconds = Math.max(1, Math.ceil((pending.expiresAt - now) / 1000));
  const options = { maxAgeSeconds, sameSite: 'Strict' } as const;
  writeCookie(VERIFICATION_COOKIES.authCode, pending.authCode, options);
  writeCookie(VERIFICATION_COOKIES.expiresAt, String(Math.round(pending.expiresAt)), options);
  writeCookie(VERIFICATION_COOKIES.src, pending.src, options);
}

/** The pending request still within its window, or null (a partial or stale set is cleared). */
export function readPendingVerification(now = Date.now()): PendingVerification | null {
  const authCode = readCookie(VERIFICATION_COOKIES.authCode);
  const expiry = readCookie(VERIFICATION_COOKIES.expiresAt);
  const src = SOURCES.find((source) => source === readCookie(VERIFICATION_COOKIES.src));
  if (authCode === null && expiry === null && src === undefined) return null;
  const expiresAt = expiry !== null && /^\d+$/.test(expiry) ? Number(expiry) : null;
  if (authCode === null || authCode === '' || expiresAt === null || src === undefined || expiresAt <= now) {
    clearPendingVerification();
    return null;
  }
  return { authCode, expiresAt, src };
}

/** Forgets every verification cookie. */
export function clearPendingVerification(): void {
  for (const name of Object.values(VERIFICATION_COOKIES)) deleteCookie(name);
}
