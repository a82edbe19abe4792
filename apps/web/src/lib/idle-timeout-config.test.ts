import { describe, expect, it } from 'vitest';
import { idleTimeoutMs, idleWarningMs } from './idle-timeout-config';

describe('idle time-out configuration', () => {
  it('is 30 minutes by default (spec §9)', () => {
    expect(idleTimeoutMs(undefined, null)).toBe(1_800_000);
  });

  it('takes the build value', () => {
    expect(idleTimeoutMs('600000', null)).toBe(600_000);
  });

  it('lets the run-time override shorten it, never lengthen it', () => {
    expect(idleTimeoutMs(undefined, '8000')).toBe(8000);
    expect(idleTimeoutMs('600000', '3600000')).toBe(600_000);
  });

  it('ignores values that are not whole milliseconds or are too short', () => {
    expect(idleTimeoutMs('soon', 'abc')).toBe(1_800_000);
    expect(idleTimeoutMs(undefined, '1500')).toBe(1_800_000);
    expect(idleTimeoutMs('-5', '12.5')).toBe(1_800_000);
  });

  it('warns two minutes before, or halfway through a short time-out', () => {
    expect(idleWarningMs(1_800_000)).toBe(120_000);
    expect(idleWarningMs(8000)).toBe(4000);
  });
});
