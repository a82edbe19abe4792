import { describe, expect, it } from 'vitest';
import { formatSize } from './size-format';

describe('formatSize (1000-based, en-US)', () => {
  it.each([
    [0, '0 Byte'],
    [1, '1 Byte'],
    [2, '2 Bytes'],
    [999, '999 Bytes'],
    [1000, '1.0 KB'],
    [1049, '1.0 KB'],
    [1050, '1.1 KB'],
    [1_500_000, '1.5 MB'],
    [999_949, '999.9 KB'],
    [999_960, '1.0 MB'],
    [2_345_678_901, '2.3 GB'],
    [1_000_000_000_000, '1.0 TB'],
    [1_500_000_000_000_000, '1,500.0 TB'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatSize(bytes).text).toBe(expected);
  });
});

describe('formatSize (1024-based)', () => {
  it.each([
    [0, '0 Byte'],
    [1023, '1,023 Bytes'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1_048_576, '1.0 MB'],
    [1_048_575, '1.0 MB'],
    [1024 ** 3 * 5, '5.0 GB'],
    [1024 ** 4, '1.0 TB'],
  ])('%d bytes -> %s', (bytes, expected) => {
    expect(formatSize(bytes, { base: 1024 }).text).toBe(expected);
  });
});

describe('formatSize parts and locale', () => {
  it.each([
    ['en-US', 1_500_000, { amount: '1.5', unit: 'MB' }],
    ['de-DE', 1_500_000, { amount: '1,5', unit: 'MB' }],
    ['fr-FR', 1_234_000_000_000_000, { amount: '1\u202f234,0', unit: 'TB' }],
    ['ko-KR', 0, { amount: '0', unit: 'Byte' }],
  ] as const)('%s: %d -> %o', (locale, bytes, parts) => {
    const formatted = formatSize(bytes, { locale });
    expect(formatted).toEqual({ ...parts, text: `${parts.amount} ${parts.unit}` });
  });
});

describe('formatSize refuses impossible sizes', () => {
  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('%d throws', (bytes) => {
    expect(() => formatSize(bytes)).toThrow(RangeError);
  });
});
