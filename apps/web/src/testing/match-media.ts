import { vi } from 'vitest';

/** A media query list that answers `matches` and never changes (jsdom has no media queries). */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  } satisfies MediaQueryList;
}

/** For this test, `window.matchMedia` matches the queries `matches` accepts, and no other. */
export function matchMediaQueries(matches: (query: string) => boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => fixedMediaQueryList(query, matches(query)));
}
