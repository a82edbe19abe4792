import { describe, expect, it } from 'vitest';
import { checkIdle, type IdleCheckInput } from './idle-check';

const base: IdleCheckInput = { now: 1_000_000, timeoutMs: 60_000, warningMs: 10_000, expiry: null, isHeldOpen: false };

describe('checkIdle (spec §4 Session time-out)', () => {
  it('starts the expiry when none is stored', () => {
    expect(checkIdle(base)).toEqual({ phase: 'active', extendTo: 1_060_000 });
  });

  it('leaves a far expiry alone', () => {
    expect(checkIdle({ ...base, expiry: 1_030_000 })).toEqual({ phase: 'active', extendTo: null });
  });

  it('warns inside the warning window', () => {
    expect(checkIdle({ ...base, expiry: 1_010_000 })).toEqual({ phase: 'warning', expiresAt: 1_010_000 });
  });

  it('expires once the time has passed', () => {
    expect(checkIdle({ ...base, expiry: 1_000_000 })).toEqual({ phase: 'expired' });
  });

  it('extends instead while the keep-alive flag is set', () => {
    expect(checkIdle({ ...base, expiry: 999_000, isHeldOpen: true })).toEqual({ phase: 'active', extendTo: 1_060_000 });
    expect(checkIdle({ ...base, expiry: 1_005_000, isHeldOpen: true })).toEqual({ phase: 'active', extendTo: 1_060_000 });
  });
});
