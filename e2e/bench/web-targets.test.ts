import { describe, expect, it } from 'vitest';
import type { PageFigures } from './page-figures';
import { checkTargets } from './web-targets';

const FLOOR: PageFigures = { score: 0.99, fcpMs: 700, lcpMs: 1000, tbtMs: 0, cls: 0 };

describe('checkTargets', () => {
  it('passes figures exactly at each limit', () => {
    const checks = checkTargets({
      floor: FLOOR,
      signIn: { score: 0.98, fcpMs: 900, lcpMs: 1300, tbtMs: 50, cls: 0.0004 },
      home: { score: 0.9, fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0 },
      startupBrotliBytes: 90 * 1024,
    });
    expect(checks.filter((check) => !check.met)).toEqual([]);
    expect(checks).toHaveLength(7);
  });

  it('misses each target just past its limit and shows the figure', () => {
    const checks = checkTargets({
      floor: FLOOR,
      signIn: { score: 0.97, fcpMs: 6200, lcpMs: 1301, tbtMs: 51, cls: 0.096 },
      home: { score: 0.5, fcpMs: 6000, lcpMs: 1501, tbtMs: 300, cls: 0.001 },
      startupBrotliBytes: 90 * 1024 + 1,
    });
    expect(checks.map(({ actual, met }) => [actual, met])).toEqual([
      ['0.97', false],
      ['1.30x', false],
      ['0.096', false],
      ['51 ms', false],
      ['1.50 s', false],
      ['0.001', false],
      ['90.0 KiB', false],
    ]);
  });
});
