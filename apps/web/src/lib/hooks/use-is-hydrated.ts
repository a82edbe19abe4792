import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False on the build's render of a prerendered page and while the app takes that page over
 * (hydration); true ever after, and at once when the app draws its own page. What depends on
 * this very browser (its user agent, what it stored) shows only when it is true, so the page
 * the build drew and the app's first render stay the same.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
