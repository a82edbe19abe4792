import { describe, expect, it } from 'vitest';
import { splitIntoBatches } from './split-into-batches';

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

describe('splitIntoBatches (default size 10)', () => {
  it.each([
    [0, []],
    [1, [1]],
    [10, [10]],
    [11, [10, 1]],
    [25, [10, 10, 5]],
  ])('%d items -> batch sizes %j', (count, sizes) => {
    const batches = splitIntoBatches(range(count));
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(range(count));
  });
});

describe('splitIntoBatches (explicit size)', () => {
  it.each([
    [['a', 'b', 'c'], 2, [['a', 'b'], ['c']]],
    [['a', 'b', 'c'], 5, [['a', 'b', 'c']]],
    [['a', 'b'], 1, [['a'], ['b']]],
  ])('%j by %d -> %j', (items, size, expected) => {
    expect(splitIntoBatches(items, size)).toEqual(expected);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('size %d throws', (size) => {
    expect(() => splitIntoBatches([1], size)).toThrow(RangeError);
  });
});
