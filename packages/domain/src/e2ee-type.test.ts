import { describe, expect, it } from 'vitest';
import { hasE2ee, normalizeE2eeType } from './e2ee-type';

describe('normalizeE2eeType', () => {
  it.each([
    ['non', 'none', false],
    ['none', 'none', false],
    ['', 'none', false],
    [null, 'none', false],
    [undefined, 'none', false],
    ['backup', 'backup', true],
    ['sync', 'sync', true],
  ])('%s -> %s (E2EE %s)', (value, expected, enabled) => {
    expect(normalizeE2eeType(value)).toBe(expected);
    expect(hasE2ee(value)).toBe(enabled);
  });
});
