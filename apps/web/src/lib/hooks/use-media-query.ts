import { useSyncExternalStore } from 'react';
import { BREAKPOINT_MEDIUM_PX, BREAKPOINT_SMALL_PX } from '@cloud-portal/domain/constants';

/** At or below 960 px: the small-screen toolbar and sidebar (spec §2, §9 breakpoints). */
export const MEDIUM_SCREEN_QUERY = `(max-width: ${BREAKPOINT_MEDIUM_PX}px)`;
/** At or below 600 px: phone layouts (e.g. the region dropdown of the location page). */
export const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINT_SMALL_PX}px)`;

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
