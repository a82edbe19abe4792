import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { EMAIL_VERIFICATION_WINDOW_MS } from '@cloud-portal/domain/constants';
import { makeStore } from '@/app/store';
import { configureGlobalErrorEffects, type GlobalErrorEffects } from '@/lib/api/global-error-handler';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { readPendingVerification, writePendingVerification } from './pending-verification-cookies';
import { startVerification } from './start-verification';
import { initialVerificationState } from './verification-slice';
import { rememberVerified } from './verified-flag';

vi.mock('./verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const EMAIL = 'PUT /api/auth/sc/tokens/v1/web?authFlow=email';
const MOBILE = 'PUT /api/auth/sc/tokens/v1/web?authFlow=mobile';
const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const CODE = 'code-aaaaaaaaaaaaaaaa';
const pending = (expiresAt = NOW + EMAIL_VERIFICATION_WINDOW_MS): MockResponse => ({
  status: 202,
  body: { authCode: CODE, status: 'PENDING', expiresAt },
});
const refused = (rcode: number): MockResponse => ({ status: 400, body: { rcode, rmsg: 'refused' } });

let navigate: Mock<GlobalErrorEffects['navigate']>;
let resetEffects: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  navigate = vi.fn<GlobalErrorEffects['navigate']>();
  const effects: GlobalErrorEffects = {
    pathname: () => PortalRoutes.verification,
    isOffline: () => false,
    isProgressDialogOpen: () => false,
    navigate,
    reload: vi.fn(),
    signOut: vi.fn(),
    clearSession: vi.fn(),
    removeVerifiedFlag: vi.fn(),
  };
  resetEffects = configureGlobalErrorEffects(effects);
});
afterEach(() => {
  resetEffects();
  vi.useRealTimers();
  document.cookie.split(';').forEach((pair) => {
    document.cookie = `${pair.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  });
});

describe('startVerification (spec §4 Web sign-in token flow)', () => {
  it('202 stores the auth code in the state and the cookies, with the 5-minute window', async () => {
    const { calls } = mockFetch({ [EMAIL]: pending() });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('pending');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: undefined });
    expect(store.getState().verification).toMatchObject({
      phase: 'pending',
      authCode: CODE,
      expiresAt: NOW + EMAIL_VERIFICATION_WINDOW_MS,
      src: 'email',
      isError: false,
    });
    expect(readPendingVerification()).toEqual({ authCode: CODE, expiresAt: NOW + EMAIL_VERIFICATION_WINDOW_MS, src: 'email' });
  });

  it('never takes a window longer than 5 minutes on this clock', async () => {
    mockFetch({ [MOBILE]: pending(NOW + 60 * 60_000) });
    const store = makeStore();
    await store.dispatch(startVerification('mobile'));
    expect(store.getState().verification.expiresAt).toBe(NOW + EMAIL_VERIFICATION_WINDOW_MS);
  });

  it.each([200, 201])('%i means verified: flag stored, pending cookies cleared', async (status) => {
    writePendingVerification({ authCode: CODE, expiresAt: NOW + 1000, src: 'email' }, NOW);
    mockFetch({ [EMAIL]: { status, body: { status: 'VERIFIED' } } });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('verified');
    expect(store.getState().verification).toMatchObject({ isVerified: true, phase: 'verified', authCode: null });
    expect(rememberVerified).toHaveBeenCalledWith(true);
    expect(readPendingVerification()).toBeNull();
  });

  it('takes the auth code only from a 202', async () => {
    mockFetch({ [EMAIL]: { status: 204 } });
    const store = makeStore({ verification: { ...initialVerificationState, authCode: 'old-code-aaaaaaaaaaa', expiresAt: NOW + 1000, src: 'email', phase: 'pending' } });
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('failed');
    expect(store.getState().verification).toMatchObject({ authCode: null, isError: true, phase: 'failed' });
  });

  it('135607 switches to the mobile route and starts there, without the error flag or a redirect', async () => {
    const { calls } = mockFetch({ [EMAIL]: refused(135607), [MOBILE]: pending() });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('pending');
    expect(calls.map((call) => call.path)).toEqual(['/api/auth/sc/tokens/v1/web?authFlow=email', '/api/auth/sc/tokens/v1/web?authFlow=mobile']);
    expect(store.getState().verification).toMatchObject({ src: 'mobile', code: 135607, phase: 'pending', isError: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('135601 from another route sets the source to e-mail and retries with e-mail', async () => {
    const { calls } = mockFetch({ [MOBILE]: refused(135601), [EMAIL]: pending() });
    const store = makeStore();
    await expect(store.dispatch(startVerification('mobile'))).resolves.toBe('pending');
    expect(calls).toHaveLength(2);
    expect(store.getState().verification).toMatchObject({ src: 'email', code: 135601, phase: 'pending', isError: false });
  });

  it('135601 on the e-mail route leaves no route: source e-mail, nothing pending, no error flag', async () => {
    const { calls } = mockFetch({ [EMAIL]: refused(135601) });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('noRoute');
    expect(calls).toHaveLength(1);
    expect(store.getState().verification).toMatchObject({ src: 'email', code: 135601, phase: 'noRoute', isError: false, authCode: null });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('135602 to a Resend keeps the request on show, cookies and all, and waits for it again', async () => {
    const held = { authCode: CODE, expiresAt: NOW + 60_000, src: 'email' } as const;
    writePendingVerification(held, NOW);
    mockFetch({ [EMAIL]: refused(135602) });
    const store = makeStore({ verification: { ...initialVerificationState, ...held, phase: 'pending' } });
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('pending');
    expect(store.getState().verification).toMatchObject({ ...held, phase: 'pending', code: 135602, isError: false });
    expect(readPendingVerification()).toEqual(held);
    // A tolerated 400 (spec §8): no error page.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('135602 with no request held is a failure like any other', async () => {
    mockFetch({ [EMAIL]: refused(135602) });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('failed');
    expect(store.getState().verification).toMatchObject({ phase: 'failed', code: 135602, isError: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('any other error clears every verification cookie and sets the error flag', async () => {
    writePendingVerification({ authCode: CODE, expiresAt: NOW + 1000, src: 'email' }, NOW);
    mockFetch({ [EMAIL]: refused(40000001) });
    const store = makeStore();
    await expect(store.dispatch(startVerification('email'))).resolves.toBe('failed');
    expect(store.getState().verification).toMatchObject({ phase: 'failed', code: 40000001, isError: true, authCode: null });
    expect(readPendingVerification()).toBeNull();
    // Not one of the tolerated 400s: the global handler shows the 400 page (spec §8).
    expect(navigate).toHaveBeenCalledWith(PortalRoutes.error400);
  });
});
