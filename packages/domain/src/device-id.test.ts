import { describe, expect, it } from 'vitest';
import { deviceIdExpiresAt, generateDeviceId, isValidDeviceId } from './device-id';

/** A random source that replays the given bytes, cycling. */
const replay = (values: number[]) => {
  let next = 0;
  return (length: number): Uint8Array =>
    Uint8Array.from({ length }, () => values[next++ % values.length] ?? 0);
};

describe('generateDeviceId', () => {
  it.each([
    ['all zero bytes', [0], 'A'.repeat(32)],
    ['byte 61 is the last digit', [61], '9'.repeat(32)],
    ['bytes wrap at 62', [62, 63], 'AB'.repeat(16)],
    ['biased bytes (248+) are skipped', [255, 248, 1], 'B'.repeat(32)],
  ])('%s', (_name, bytes, expected) => {
    expect(generateDeviceId(replay(bytes))).toBe(expected);
  });

  it('makes distinct valid ids from a well-spread source', () => {
    // mulberry32: a small seeded generator, so the test needs neither DOM nor Node crypto.
    let seed = 42;
    const random = (length: number): Uint8Array =>
      Uint8Array.from({ length }, () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) & 0xff;
      });
    const ids = Array.from({ length: 50 }, () => generateDeviceId(random));
    expect(ids.every(isValidDeviceId)).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it('refuses a random source that returns nothing', () => {
    expect(() => generateDeviceId(() => new Uint8Array(0))).toThrow();
  });
});

describe('isValidDeviceId', () => {
  it.each([
    ['a'.repeat(32), true],
    ['Ab3'.repeat(10) + 'Z9', true],
    ['a'.repeat(31), false],
    ['a'.repeat(33), false],
    ['a'.repeat(31) + '-', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isValidDeviceId(value)).toBe(expected);
  });
});

describe('deviceIdExpiresAt', () => {
  it.each([
    [0, 730 * 24 * 60 * 60 * 1000],
    [Date.UTC(2026, 0, 1), Date.UTC(2028, 0, 1)],
  ])('set at %d -> expires %d', (now, expected) => {
    expect(deviceIdExpiresAt(now)).toBe(expected);
  });
});
