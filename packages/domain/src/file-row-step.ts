import { BREAKPOINT_SMALL_PX } from './constants';

/** Spec §2 Page layout: the scroll step of one file row on wide screens… */
export const FILE_ROW_STEP_WIDE_PX = 80;
/** …and on phone-sized ones, where a row's text wraps onto more lines. */
export const FILE_ROW_STEP_NARROW_PX = 108;

/**
 * Spec §2 Page layout: "Scroll step per file row is 80 px above 601 wide and 108 px below."
 * 601 is the spec's own `min-width` switch, the mirror of its `max-width: 600` one, so "above
 * 601" means from 601 px up: 601 is wide, 600 is narrow. Anything past 600 counts as wide,
 * so a zoomed viewport of 600.5 px falls on one side rather than between two rules.
 */
export function fileRowStep(viewportWidth: number): number {
  return viewportWidth > BREAKPOINT_SMALL_PX ? FILE_ROW_STEP_WIDE_PX : FILE_ROW_STEP_NARROW_PX;
}
