import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { mockFetch, type MockResponse } from '@/testing/fetch-mock';
import { readPendingVerification, writePendingVerification } from './pending-verification-cookies';
import { pollVerification, type PollOutcome } from './poll-verification';
import { initialVerificationState, type VerificationState } from './verification-slice';
import { rememberVerified } from './verified-flag';

vi.mock('./verified-flag', () => ({ rememberVerified: vi.fn(async () => undefined) }));

const CODE = 'code-aaaaaaaaaaaaaaaa';
const POLL = `GET /api/auth/sc/tokens/v1/web?authCode=${CODE}`;
const PENDING: VerificationState = {
  ...initialVerificationState,
  authCode: CODE,
  expiresAt: Date.now() + 300_000,
  src: 'email',
  phase: 'pending',
};

afterEach(() => {
  document.cookie = 'cp_verification_code=; Max-Age=0; Path=/';
  document.cookie = 'cp_verification_expiry=; Max-Age=0; Path=/';
  document.cookie = 'cp_verification_source=; Max-Age=0; Path=/';
});

const cases: readonly { name: string; answer: MockResponse; outcome: PollOutcome; state: Partial<VerificationState>; cookiesKept: boolean }[] = [
  {
    name: '200: verified',
    answer: { status: 200, body: { status: 'VERIFIED' } },
    outcome: 'verified',
    state: { phase: 'verified', isVerified: true, authCode: null, isError: false },
    cookiesKept: false,
  },
  {
    name: '401 135001: still pending, as expected (no error flag)',
    answer: { status: 401, body: { rcode: 135001, rmsg: 'pending' } },
    outcome: 'pending',
    state: { phase: 'pending', authCode: CODE, isError: false },
    cookiesKept: true,
  },
  {
    name: '400 135603: expired, error flag set',
    answer: { status: 400, body: { rcode: 135603, rmsg: 'expired' } },
    outcome: 'expired',
    state: { phase: 'expired', authCode: null, code: 135603, isError: true },
    cookiesKept: false,
  },
  {
    name: '401 135002: unknown code, cleared with the error flag',
    answer: { status: 401, body: { rcode: 135002, rmsg: 'unknown' } },
    outcome: 'failed',
    state: { phase: 'failed', authCode: null, code: 135002, isError: true },
    cookiesKept: false,
  },
];

describe('pollVerification (spec §4: the token status every 5 seconds)', () => {
  it.each(cases)('$name', async ({ answer, outcome, state, cookiesKept }) => {
    writePendingVerification({ authCode: CODE, expiresAt: PENDING.expiresAt ?? 0, src: 'email' });
    const { calls } = mockFetch({ [POLL]: answer });
    const store = makeStore({ verification: PENDING });
    await expect(store.dispatch(pollVerification())).resolves.toBe(outcome);
    expect(calls[0]?.method).toBe('GET');
    expect(store.getState().verification).toMatchObject(state);
    expect(readPendingVerification() !== null).toBe(cookiesKept);
    if (outcome === 'verified') expect(rememberVerified).toHaveBeenCalledWith(true);
  });

  it('a poll that got no answer keeps waiting', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const store = makeStore({ verification: PENDING });
    await expect(store.dispatch(pollVerification())).resolves.toBe('pending');
    expect(store.getState().verification).toMatchObject({ phase: 'pending', authCode: CODE });
  });

  it('an answer for a code since replaced is ignored', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    const store = makeStore({ verification: PENDING });
    const polled = store.dispatch(pollVerification());
    store.dispatch({ type: 'verification/startAccepted', payload: { authCode: 'code-bbbbbbbbbbbbbbbb', expiresAt: 1, src: 'mobile' } });
    answer(new Response(JSON.stringify({ status: 'VERIFIED' }), { status: 200 }));
    await expect(polled).resolves.toBe('aborted');
    expect(store.getState().verification.authCode).toBe('code-bbbbbbbbbbbbbbbb');
  });

  it('does nothing without an auth code', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await expect(makeStore().dispatch(pollVerification())).resolves.toBe('failed');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
