import { describe, expect, it } from 'vitest';
import { median, medianFigures } from './page-figures';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('takes each metric on its own', () => {
    expect(
      medianFigures([
        { score: 0.5, fcpMs: 100, lcpMs: 900, tbtMs: 0, cls: 0.1 },
        { score: 0.7, fcpMs: 300, lcpMs: 700, tbtMs: 20, cls: 0 },
        { score: 0.6, fcpMs: 200, lcpMs: 800, tbtMs: 10, cls: 0.2 },
      ]),
    ).toEqual({ score: 0.6, fcpMs: 200, lcpMs: 800, tbtMs: 10, cls: 0.1 });
  });
});
