import { describe, expect, it } from 'vitest';

import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from './login-throttle';

describe('login throttle', () => {
  it('blocks a login id after too many failures, for the rest of the window', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < MAX_FAILURES; i += 1) {
      expect(throttle.isBlocked('Demo@Example.com')).toBe(false);
      throttle.recordFailure('demo@example.com');
    }
    expect(throttle.isBlocked(' DEMO@example.com ')).toBe(true);
    expect(throttle.isBlocked('other@example.com')).toBe(false);
    now += WINDOW_MS;
    expect(throttle.isBlocked('demo@example.com')).toBe(false);
  });

  it('forgets failures after a successful sign-in', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < MAX_FAILURES - 1; i += 1) throttle.recordFailure('a@example.com');
    throttle.recordSuccess('a@example.com');
    throttle.recordFailure('a@example.com');
    expect(throttle.isBlocked('a@example.com')).toBe(false);
  });
});
