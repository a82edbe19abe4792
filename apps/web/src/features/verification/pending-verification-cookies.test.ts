import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingVerification,
  readPendingVerification,
  VERIFICATION_COOKIES,
  writePendingVerification,
} from './pending-verification-cookies';

const NOW = 1_700_000_000_000;
const PENDING = { authCode: 'code-aaaaaaaaaaaaaaaa', expiresAt: NOW + 300_000, src: 'email' } as const;

afterEach(() => clearPendingVerification());

describe('pending verification cookies', () => {
  it('keep the pending request for its window', () => {
    writePendingVerification(PENDING, NOW);
    expect(document.cookie).toContain(`${VERIFICATION_COOKIES.authCode}=${PENDING.authCode}`);
    expect(readPendingVerification(NOW + 1000)).toEqual(PENDING);
  });

  it('read nothing once the window has passed, and clear themselves', () => {
    writePendingVerification(PENDING, NOW);
    expect(readPendingVerification(PENDING.expiresAt)).toBeNull();
    expect(document.cookie).not.toContain(VERIFICATION_COOKIES.authCode);
  });

  it('read nothing from a partial or altered set', () => {
    writePendingVerification(PENDING, NOW);
    document.cookie = `${VERIFICATION_COOKIES.src}=elsewhere; Path=/`;
    expect(readPendingVerification(NOW)).toBeNull();
    expect(document.cookie).not.toContain(VERIFICATION_COOKIES.expiresAt);
  });

  it('are all cleared at once', () => {
    writePendingVerification(PENDING, NOW);
    clearPendingVerification();
    expect(readPendingVerification(NOW)).toBeNull();
    expect(document.cookie).toBe('');
  });
});
