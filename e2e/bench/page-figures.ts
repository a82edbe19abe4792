/** What one Lighthouse run tells about a page (times in milliseconds). */
export interface PageFigures {
  /** Lighthouse performance score, 0 to 1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const;

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each metric's median over the runs, taken on its own (not the figures of one median run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const result = {} as PageFigures;
  for (const metric of METRICS) result[metric] = median(runs.map((run) => run[metric]));
  return result;
}
