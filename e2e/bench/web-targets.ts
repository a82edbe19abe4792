import type { PageFigures } from './page-figures';

/** Issue 13's goals for the web app's loading (medians of the runs). */
export const TARGETS = {
  signInMinScore: 0.98,
  signInMaxLcpToFloor: 1.3,
  signInMaxTbtMs: 50,
  homeMaxLcpMs: 1500,
  startupMaxBrotliBytes: 90 * 1024,
} as const;

export interface TargetCheck {
  target: string;
  actual: string;
  met: boolean;
}

export interface MeasuredMedians {
  floor: PageFigures;
  signIn: PageFigures;
  home: PageFigures;
  startupBrotliBytes: number;
}

/** CLS as Lighthouse shows it (three decimals): a shift too small to show counts as none. */
function shownCls(cls: number): number {
  return Math.round(cls * 1000) / 1000;
}

/** Each target with the measured figure beside it, met or not. */
export function checkTargets({
  floor,
  signIn,
  home,
  startupBrotliBytes,
}: MeasuredMedians): TargetCheck[] {
  const lcpToFloor = signIn.lcpMs / floor.lcpMs;
  return [
    {
      target: `sign-in page performance ≥ ${TARGETS.signInMinScore}`,
      actual: signIn.score.toFixed(2),
      met: signIn.score >= TARGETS.signInMinScore,
    },
    {
      target: `sign-in page LCP ≤ ${TARGETS.signInMaxLcpToFloor}x the floor page's`,
      actual: `${lcpToFloor.toFixed(2)}x`,
      met: lcpToFloor <= TARGETS.signInMaxLcpToFloor,
    },
    {
      target: 'sign-in page CLS 0',
      actual: shownCls(signIn.cls).toFixed(3),
      met: shownCls(signIn.cls) === 0,
    },
    {
      target: `sign-in page TBT ≤ ${TARGETS.signInMaxTbtMs} ms`,
      actual: `${Math.round(signIn.tbtMs)} ms`,
      met: signIn.tbtMs <= TARGETS.signInMaxTbtMs,
    },
    {
      target: `signed-in home LCP ≤ ${TARGETS.homeMaxLcpMs / 1000} s`,
      actual: `${(home.lcpMs / 1000).toFixed(2)} s`,
      met: home.lcpMs <= TARGETS.homeMaxLcpMs,
    },
    {
      target: 'signed-in home CLS 0',
      actual: shownCls(home.cls).toFixed(3),
      met: shownCls(home.cls) === 0,
    },
    {
      target: `start-up JS ≤ ${TARGETS.startupMaxBrotliBytes / 1024} KiB brotli`,
      actual: `${(startupBrotliBytes / 1024).toFixed(1)} KiB`,
      met: startupBrotliBytes <= TARGETS.startupMaxBrotliBytes,
    },
  ];
}
