import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockFetch } from '@/testing/fetch-mock';
import { checkVerified } from './check-verified';
import { readPendingVerification, writePendingVerification } from './pending-verification-cookies';
import { rememberVerified } from './verified-flag';

vi.mock('./verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const IS_VERIFIED = 'GET /api/auth/sc/verification/v1/tokens/web/isVerified';

describe('checkVerified (spec §4: GET isVerified stores or clears the flag)', () => {
  it('true stores the flag and ends a pending request', async () => {
    writePendingVerification({ authCode: 'code-aaaaaaaaaaaaaaaa', expiresAt: Date.now() + 60_000, src: 'email' });
    mockFetch({ [IS_VERIFIED]: { status: 200, body: { isVerified: true } } });
    const store = makeStore();
    await expect(store.dispatch(checkVerified())).resolves.toBe(true);
    expect(rememberVerified).toHaveBeenLastCalledWith(true);
    expect(store.getState().verification.isVerified).toBe(true);
    expect(readPendingVerification()).toBeNull();
  });

  it('false clears the flag', async () => {
    mockFetch({ [IS_VERIFIED]: { status: 200, body: { isVerified: false } } });
    const store = makeStore();
    await expect(store.dispatch(checkVerified())).resolves.toBe(false);
    expect(rememberVerified).toHaveBeenLastCalledWith(false);
    expect(store.getState().verification.isVerified).toBe(false);
  });

  it('a failed check answers null and changes nothing', async () => {
    mockFetch({ [IS_VERIFIED]: { status: 500, body: { rcode: 50000001, rmsg: 'x' } } });
    const store = makeStore();
    const before = store.getState().verification;
    await expect(store.dispatch(checkVerified())).resolves.toBeNull();
    expect(store.getState().verification).toBe(before);
  });
});
