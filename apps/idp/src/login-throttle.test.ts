// The throttle as a password check sees it (checkCredentials), with vitest's fake clock: the
// limiter library reads Date.now and expires its entries by setTimeout, both faked here.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { StoredAccount } from './account-store';
import { checkCredentials } from './credential-check';
import type { CredentialServices } from './credential-check';
import {
  BLOCK_MS,
  GLOBAL_WINDOW_MS,
  LoginThrottle,
  MAX_ADDRESS_FAILURES,
  MAX_FAILURES,
  MAX_GLOBAL_FAILURES,
} from './login-throttle';

const ACCOUNT: StoredAccount = {
  sub: 'sub-demo',
  loginId: 'demo@example.com',
  passwordHash: 'not used by the stand-in store',
  name: 'Demo',
  email: 'demo@example.com',
  emailVerified: true,
  picture: null,
};
const RIGHT = 'right-password';
const HOME = '192.0.2.10';
const ELSEWHERE = '198.51.100.9';

/** A stand-in account store with one account; `gate` holds every password check until released. */
function services(gate?: Promise<void>): CredentialServices & { checks: () => number } {
  let checks = 0;
  const verify = async (ok: boolean): Promise<boolean> => {
    checks += 1;
    await gate;
    return ok;
  };
  return {
    throttle: new LoginThrottle(),
    checks: () => checks,
    accounts: {
      verifyCredentials: async (loginId, password) =>
        (await verify(loginId.trim().toLowerCase() === ACCOUNT.loginId && password === RIGHT))
          ? ACCOUNT
          : undefined,
      checkPassword: async (_account, password) => verify(password === RIGHT),
    },
  };
}

/** 'ok', or the refusal's status (401 wrong, 429 throttled). */
async function signIn(
  s: CredentialServices,
  loginId: string,
  password: string,
  address: string,
): Promise<'ok' | number> {
  const result = await checkCredentials(s, loginId, password, address);
  if (!result.ok && result.status === 429) expect(result.error).toBe('login.error.throttled');
  return result.ok ? 'ok' : result.status;
}

/**
 * `count` (up to 10,000) failures on distinct junk ids, spread over addresses of their own
 * (10.<batch>.*.1) so no address limit trips.
 */
async function junkFailures(
  s: CredentialServices,
  count: number,
  batch: number,
): Promise<number[]> {
  const answers: number[] = [];
  const perAddress = MAX_ADDRESS_FAILURES - 10;
  for (let i = 0; i < count; i += 1) {
    const address = `10.${batch}.${Math.floor(i / perAddress)}.1`;
    const answer = await signIn(s, `junk-${batch}-${i}@example.com`, 'guess', address);
    answers.push(answer === 'ok' ? 200 : answer);
  }
  return answers;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login throttle', () => {
  it('blocks a login id after too many failures, for the block time', async () => {
    const s = services();
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect(await signIn(s, 'Demo@Example.com', 'wrong', HOME)).toBe(401);
    }
    expect(await signIn(s, ' DEMO@example.com ', RIGHT, ELSEWHERE)).toBe(429);
    expect(await signIn(s, 'other@example.com', 'wrong', ELSEWHERE)).toBe(401);
    vi.advanceTimersByTime(BLOCK_MS - 1);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe(429);
    vi.advanceTimersByTime(1);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe('ok');
  });

  it('forgets failures after a successful sign-in', async () => {
    const s = services();
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) await signIn(s, 'demo@example.com', 'x', HOME);
    expect(await signIn(s, 'demo@example.com', RIGHT, HOME)).toBe('ok');
    expect(await signIn(s, 'demo@example.com', 'x', HOME)).toBe(401);
    expect(await signIn(s, 'demo@example.com', RIGHT, HOME)).toBe('ok');
  });

  it('keeps a blocked id blocked through 10,000 failures on junk ids', async () => {
    const s = services();
    for (let i = 0; i < MAX_FAILURES; i += 1) await signIn(s, 'demo@example.com', 'x', HOME);
    // Within the block time, in batches the global limit admits, so every junk failure counts.
    const answers: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      vi.advanceTimersByTime(GLOBAL_WINDOW_MS);
      answers.push(...(await junkFailures(s, 1000, batch)));
    }
    expect(answers.filter((answer) => answer !== 401)).toEqual([]);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe(429);
  });

  it('blocks an address spraying one password across many ids, not other addresses', async () => {
    const s = services();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i += 1) {
      expect(await signIn(s, `user${i}@example.com`, 'Summer2025!', HOME)).toBe(401);
    }
    expect(await signIn(s, 'fresh@example.com', 'Summer2025!', HOME)).toBe(429);
    expect(await signIn(s, 'demo@example.com', RIGHT, HOME)).toBe(429);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe('ok');
  });

  it('ends an address block after its time, not before', async () => {
    const s = services();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i += 1) {
      await signIn(s, `user${i}@example.com`, 'x', HOME);
    }
    vi.advanceTimersByTime(BLOCK_MS - 1);
    expect(await signIn(s, 'demo@example.com', RIGHT, HOME)).toBe(429);
    vi.advanceTimersByTime(1);
    expect(await signIn(s, 'demo@example.com', RIGHT, HOME)).toBe('ok');
  });

  it('refuses every password check once the global limit trips, until its window ends', async () => {
    const s = services();
    const answers = await junkFailures(s, MAX_GLOBAL_FAILURES, 100);
    expect(answers.filter((answer) => answer !== 401)).toEqual([]);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe(429);
    expect(await signIn(s, 'someone@example.com', 'x', '203.0.113.99')).toBe(429);
    vi.advanceTimersByTime(GLOBAL_WINDOW_MS);
    expect(await signIn(s, 'demo@example.com', RIGHT, ELSEWHERE)).toBe('ok');
  });

  it('lets no more concurrent guesses on one id through than the limit', async () => {
    let release = (): void => undefined;
    const s = services(new Promise<void>((resolve) => (release = resolve)));
    const tries = 5 * MAX_FAILURES;
    let refused = 0;
    const pending = Array.from({ length: tries }, async (_, i) => {
      const answer = await signIn(s, 'demo@example.com', `guess-${i}`, `10.9.0.${i + 1}`);
      if (answer === 429) refused += 1;
      return answer;
    });
    // Every try is either refused or waiting in its password check.
    await vi.waitFor(() => expect(s.checks() + refused).toBe(tries));
    release();
    const answers = await Promise.all(pending);
    expect(s.checks()).toBe(MAX_FAILURES);
    expect(answers.filter((answer) => answer === 401)).toHaveLength(MAX_FAILURES);
    expect(answers.filter((answer) => answer === 429)).toHaveLength(4 * MAX_FAILURES);
  });
});
