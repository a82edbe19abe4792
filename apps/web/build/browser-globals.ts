import { JSDOM } from 'jsdom';

/**
 * The browser a first-time visitor brings, for drawing pages at build time: an empty
 * document, no cookies, nothing stored. The app reads these while it makes its store (the
 * cookie consent, the kept slices), exactly as in a fresh browser.
 */
export function installBrowserGlobals(url: string): void {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url });
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    location: window.location,
    history: window.history,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    HTMLElement: window.HTMLElement,
    Element: window.Element,
    Node: window.Node,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { configurable: true, writable: true, value });
  }
}
