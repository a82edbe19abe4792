import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_FACES_ELEMENT_ID } from '@/fonts/page-font-faces';
import { APP_STARTED_ATTRIBUTE, FIRST_PAINT_SETTINGS, firstPaintScript, STALE_PAGE_ATTRIBUTE, takeEarlyPresses } from './first-paint';

/** Runs the script as the page does: its inlined source text, nothing else. */
function runInlined(settings = FIRST_PAINT_SETTINGS): void {
  new Function(firstPaintScript(settings))();
}

/** Lets the page load and paint: what the script left for after both runs. */
async function loadAndPaint(): Promise<void> {
  window.dispatchEvent(new Event('load'));
  await vi.runAllTimersAsync();
}

function drawnPage(kind: 'screen' | 'frame', route: string, language = 'en', country = 'US'): void {
  const html = document.documentElement;
  html.setAttribute('data-page-kind', kind);
  html.setAttribute('data-page-route', route);
  html.setAttribute('data-page-country', country);
  html.lang = language;
}

describe('the prerendered pages’ first-paint script', () => {
  beforeEach(() => history.replaceState(null, '', '/'));
  afterEach(() => {
    for (const name of ['data-page-kind', 'data-page-route', 'data-page-country', 'data-page-elsewhere', STALE_PAGE_ATTRIBUTE]) {
      document.documentElement.removeAttribute(name);
    }
    history.replaceState(null, '', '/');
  });

  it('moves a screen’s path form to the hash form the app routes by, query and all', () => {
    drawnPage('screen', '/info-gallery');
    history.replaceState(null, '', '/info-gallery?q=sd-card');
    runInlined();
    expect(`${location.pathname}${location.hash}`).toBe('/#/info-gallery?q=sd-card');
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(false);
  });

  it('sends a visitor on the portal’s address to the sign-in page it shows', () => {
    drawnPage('screen', '/login');
    history.replaceState(null, '', '/?success=0');
    runInlined();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/?success=0#/login');
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(false);
  });

  it('leaves the address to the app in a tab that signed out before, hiding the sign-in page', () => {
    sessionStorage.setItem(FIRST_PAINT_SETTINGS.signOutReasonKey, 'timeout');
    drawnPage('screen', '/login');
    runInlined();
    expect(location.hash).toBe('');
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(true);
  });

  it('purges what the store kept on the sign-in page it shows, and nowhere else', () => {
    localStorage.setItem(FIRST_PAINT_SETTINGS.persistedStoreKey, 'sealed');
    drawnPage('screen', '/info-e2ee');
    history.replaceState(null, '', '/#/info-e2ee');
    runInlined();
    expect(localStorage.getItem(FIRST_PAINT_SETTINGS.persistedStoreKey)).toBe('sealed');

    drawnPage('screen', '/login');
    history.replaceState(null, '', '/#/login');
    runInlined();
    expect(localStorage.getItem(FIRST_PAINT_SETTINGS.persistedStoreKey)).toBeNull();
  });

  it('marks the frame drawn at home as elsewhere on another screen’s address, so its home preview hides', () => {
    drawnPage('frame', '/');
    history.replaceState(null, '', '/#/');
    runInlined();
    expect(document.documentElement.hasAttribute('data-page-elsewhere')).toBe(false);

    history.replaceState(null, '', '/#/backup');
    runInlined();
    expect(document.documentElement.hasAttribute('data-page-elsewhere')).toBe(true);
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(false);
  });

  it('hides a screen that is not the one in the address', () => {
    drawnPage('screen', '/login');
    history.replaceState(null, '', '/#/error404');
    runInlined();
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(true);
  });

  it('hides a page drawn in another language or country than the one chosen, or without high contrast', () => {
    drawnPage('frame', '/');
    localStorage.setItem(FIRST_PAINT_SETTINGS.languageKey, 'de');
    runInlined();
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(true);

    document.documentElement.removeAttribute(STALE_PAGE_ATTRIBUTE);
    localStorage.clear();
    sessionStorage.setItem(FIRST_PAINT_SETTINGS.countryKey, 'GB');
    runInlined();
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(true);

    document.documentElement.removeAttribute(STALE_PAGE_ATTRIBUTE);
    sessionStorage.clear();
    localStorage.setItem(FIRST_PAINT_SETTINGS.highContrastKey, '1');
    runInlined();
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(true);
  });

  it('keeps the buttons pressed before the app runs, to press again once it does; none after', () => {
    drawnPage('screen', '/login');
    runInlined();
    document.body.innerHTML = '<button type="button" id="location">Location</button><button type="submit" id="sign-in">Sign in</button>';
    document.getElementById('location')?.click();
    document.getElementById('location')?.click();
    document.getElementById('sign-in')?.click();
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
    document.getElementById('location')?.click();
    expect(takeEarlyPresses().map((button) => button.id)).toEqual(['location']);
    // Taken once.
    expect(takeEarlyPresses()).toEqual([]);
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
    document.body.innerHTML = '';
  });

  it('keeps the signed-in frame for any screen in the language it was drawn in', () => {
    drawnPage('frame', '/');
    localStorage.setItem(FIRST_PAINT_SETTINGS.languageKey, 'en');
    history.replaceState(null, '', '/#/backup');
    runInlined();
    expect(document.documentElement.hasAttribute(STALE_PAGE_ATTRIBUTE)).toBe(false);
  });

  describe('typefaces', () => {
    const FILES = ['/assets/noto-sans-latin-400-normal-a.woff2', '/assets/noto-sans-latin-700-normal-b.woff2'];

    /** The page's switched-off faces, as the build writes them. */
    function facesStyle(): HTMLStyleElement {
      const style = document.createElement('style');
      style.id = FONT_FACES_ELEMENT_ID;
      style.media = 'not all';
      style.setAttribute('data-font-files', FILES.join(' '));
      document.head.append(style);
      return style;
    }

    const prefetches = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
    afterEach(() => {
      vi.useRealTimers();
      document.getElementById(FONT_FACES_ELEMENT_ID)?.remove();
      for (const link of document.head.querySelectorAll('link[rel="prefetch"], link[rel="preload"]')) link.remove();
      localStorage.removeItem(FIRST_PAINT_SETTINGS.cachedFontsKey);
    });

    it('keeps a first visit in the system font, and fetches the faces’ files once the page has loaded', async () => {
      drawnPage('screen', '/login');
      const style = facesStyle();
      runInlined();
      expect(style.media).toBe('not all');
      expect(prefetches()).toEqual([]);
      window.dispatchEvent(new Event('load'));
      expect(prefetches(), 'not before the page painted').toEqual([]);

      await loadAndPaint();
      expect(prefetches().map((link) => link.getAttribute('href'))).toEqual(FILES);
      for (const link of prefetches()) link.dispatchEvent(new Event('load'));
      expect(JSON.parse(localStorage.getItem(FIRST_PAINT_SETTINGS.cachedFontsKey) ?? '[]')).toEqual(FILES);
    });

    it('switches the faces on from the first paint once the browser has every file', async () => {
      drawnPage('screen', '/login');
      localStorage.setItem(FIRST_PAINT_SETTINGS.cachedFontsKey, JSON.stringify(['/assets/older.woff2', ...FILES]));
      const style = facesStyle();
      runInlined();
      expect(style.media).toBe('all');
      expect([...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual(FILES);
      await loadAndPaint();
      expect(prefetches()).toEqual([]);
    });

    it('fetches only what is missing when the browser has some of the files, or a list it cannot read', async () => {
      drawnPage('screen', '/login');
      localStorage.setItem(FIRST_PAINT_SETTINGS.cachedFontsKey, JSON.stringify([FILES[0]]));
      const style = facesStyle();
      runInlined();
      await loadAndPaint();
      expect(style.media).toBe('not all');
      expect(prefetches().map((link) => link.getAttribute('href'))).toEqual([FILES[1]]);

      for (const link of prefetches()) link.remove();
      localStorage.setItem(FIRST_PAINT_SETTINGS.cachedFontsKey, '{not json');
      runInlined();
      await loadAndPaint();
      expect(prefetches().map((link) => link.getAttribute('href'))).toEqual(FILES);
    });
  });

  describe('the start-up script', () => {
    const STARTUP = { ...FIRST_PAINT_SETTINGS, startupScripts: ['/assets/index-a.js', '/assets/client-headers-b.js'] };
    const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) => script.getAttribute('src'));
    const modulePreloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
    afterEach(() => {
      vi.useRealTimers();
      for (const element of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) element.remove();
    });

    it('is asked for by the sign-in page as drawn only once it has painted, nothing of it before', async () => {
      drawnPage('screen', '/login');
      history.replaceState(null, '', '/#/login');
      runInlined(STARTUP);
      expect(scripts()).toEqual([]);
      expect(modulePreloads()).toEqual([]);
      await loadAndPaint();
      expect(scripts()).toEqual(['/assets/index-a.js']);
    });

    it('waits for the intro video’s poster to be decoded, the sign-in page’s largest image', async () => {
      drawnPage('screen', '/login');
      history.replaceState(null, '', '/#/login');
      const video = document.body.appendChild(document.createElement('video'));
      video.setAttribute('poster', 'data:image/webp;base64,UklGRg==');
      let decoded = (): void => undefined;
      // jsdom has no decode(): the test gives images one that waits for it.
      const decode = vi.fn(() => new Promise<void>((resolve) => (decoded = resolve)));
      Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
      try {
        runInlined(STARTUP);
        await loadAndPaint();
        expect(decode).toHaveBeenCalledOnce();
        expect(scripts(), 'not before the poster is decoded').toEqual([]);
        decoded();
        await vi.runAllTimersAsync();
        expect(scripts()).toEqual(['/assets/index-a.js']);
      } finally {
        Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
        video.remove();
      }
    });

    it('is asked for by the sign-in page as soon as the visitor acts, before it has loaded, which is noted', async () => {
      drawnPage('screen', '/login');
      history.replaceState(null, '', '/#/login');
      try {
        runInlined(STARTUP);
        expect(scripts()).toEqual([]);
        window.dispatchEvent(new Event('pointermove'));
        expect(scripts()).toEqual(['/assets/index-a.js']);
        expect((window as unknown as Record<string, unknown>)[FIRST_PAINT_SETTINGS.visitorActedProperty]).toBe(true);
        // Once only: the page's load asks for nothing more.
        await loadAndPaint();
        expect(scripts()).toEqual(['/assets/index-a.js']);
      } finally {
        Reflect.deleteProperty(window, FIRST_PAINT_SETTINGS.visitorActedProperty);
      }
    });

    it('is asked for at once, with what it imports, by any other page', () => {
      drawnPage('frame', '/');
      history.replaceState(null, '', '/#/');
      runInlined(STARTUP);
      expect(modulePreloads()).toEqual(STARTUP.startupScripts);
      expect(scripts()).toEqual(['/assets/index-a.js']);
    });

    it('is asked for at once by the sign-in page when the app must draw another one over it', () => {
      drawnPage('screen', '/login', 'de');
      history.replaceState(null, '', '/#/login');
      localStorage.setItem(FIRST_PAINT_SETTINGS.languageKey, 'fr');
      try {
        runInlined(STARTUP);
        expect(scripts()).toEqual(['/assets/index-a.js']);
      } finally {
        localStorage.removeItem(FIRST_PAINT_SETTINGS.languageKey);
      }
    });
  });
});
