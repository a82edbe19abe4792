import { PortalRoutes } from '@cloud-portal/contract/portal-routes';
import { FONT_FACES_ELEMENT_ID } from '@/fonts/page-font-faces';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';

/*
 * The few lines a prerendered page runs in its <head>, before it first paints (the build
 * inlines them: build/prerender-pages.ts; the server allows them by their hash). They
 * settle the address and decide whether the page as drawn is the page the app will show;
 * when it is not (another screen, another language, high contrast), the drawing stays hidden
 * until the app has drawn the right one, so nothing wrong flashes. The page says what it is
 * on <html>: data-page-kind (`screen` | `frame`), data-page-route, lang, data-page-country.
 */

/**
 * What a visitor does when they are about to use the page: touch or click it, move the
 * pointer, press a key, move focus, or go to another address. Watched on `window`, in the
 * capture phase, so nothing on the page can hide them (here and in app/start-on-intent.ts).
 */
export const INTENT_EVENTS: readonly string[] = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'hashchange',
];

/** Set on `window` when the visitor acted before the start-up script ran (app/start-on-intent.ts). */
export const VISITOR_ACTED_PROPERTY = '__cloudPortalVisitorActed';

/** What the script needs to know, the same for every page (so it has one hash). */
export interface FirstPaintSettings {
  readonly loginRoute: string;
  readonly languageKey: string;
  readonly countryKey: string;
  readonly highContrastKey: string;
  readonly signOutReasonKey: string;
  readonly hasLoggedInBeforeKey: string;
  readonly persistedStoreKey: string;
  readonly cachedFontsKey: string;
  /** How many fetched font files the list remembers (the newest): a few releases' worth. */
  readonly cachedFontsKept: number;
  readonly fontFacesElementId: string;
  /**
   * The start-up script's files, the entry first (the build's; none in a test): the page, not a
   * `<script>` tag, asks for them, so the sign-in page as drawn asks for nothing before it painted.
   */
  readonly startupScripts: readonly string[];
  readonly intentEvents: readonly string[];
  readonly visitorActedProperty: string;
}

export const FIRST_PAINT_SETTINGS: FirstPaintSettings = {
  loginRoute: PortalRoutes.login,
  languageKey: LocalStorageKeys.language,
  countryKey: LocalStorageKeys.country,
  highContrastKey: LocalStorageKeys.highContrast,
  signOutReasonKey: SessionStorageKeys.signOutReason,
  hasLoggedInBeforeKey: SessionStorageKeys.hasLoggedInBefore,
  persistedStoreKey: LocalStorageKeys.persistedStore,
  cachedFontsKey: LocalStorageKeys.cachedFonts,
  cachedFontsKept: 40,
  fontFacesElementId: FONT_FACES_ELEMENT_ID,
  startupScripts: [],
  intentEvents: INTENT_EVENTS,
  visitorActedProperty: VISITOR_ACTED_PROPERTY,
};

/** The attribute that hides a drawing the app will replace (ui/theme.css hides #root under it). */
export const STALE_PAGE_ATTRIBUTE = 'data-page-stale';

/** Set on <html> once the app has taken the page over or drawn its own (app/start-app.tsx). */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** Where the script keeps the buttons pressed before the app started (on `window`). */
export const EARLY_PRESSES_PROPERTY = '__cloudPortalEarlyPresses';

/** The buttons pressed on the drawn page before the app started, to press again once it has. */
export function takeEarlyPresses(win: Window = window): HTMLElement[] {
  const presses = (win as unknown as Record<string, unknown>)[EARLY_PRESSES_PROPERTY];
  Reflect.deleteProperty(win, EARLY_PRESSES_PROPERTY);
  return Array.isArray(presses)
    ? presses.filter(
        (element): element is HTMLElement => element instanceof HTMLElement && element.isConnected,
      )
    : [];
}

/**
 * Self-contained: it is inlined as source text, so it uses nothing from outside its body
 * and sticks to what every browser the portal supports runs.
 */
export function firstPaint(settings: FirstPaintSettings): void {
  const html = document.documentElement;
  const kind = html.getAttribute('data-page-kind');
  const pageRoute = html.getAttribute('data-page-route');
  const read = (storage: 'sessionStorage' | 'localStorage', key: string): string | null => {
    try {
      return window[storage].getItem(key);
    } catch {
      return null;
    }
  };
  const preference = (key: string): string | null =>
    read('sessionStorage', key) ?? read('localStorage', key);

  // A screen's path form (/logout?x=1) is shown at its hash form (/#/logout?x=1), as the app routes.
  if (location.pathname !== '/') {
    history.replaceState(history.state, '', `/#${location.pathname}${location.search}`);
  }
  let route = location.hash.replace(/^#/, '').split('?')[0] || '/';
  // A visitor with no session (the server sent the sign-in page) opening the portal's address
  // lands on the sign-in page, as the session check would send them: unless this tab
  // signed in or out before, which the app answers with the sign-out or time-out page.
  if (
    kind === 'screen' &&
    pageRoute === settings.loginRoute &&
    route === '/' &&
    read('sessionStorage', settings.signOutReasonKey) === null &&
    read('sessionStorage', settings.hasLoggedInBeforeKey) === null
  ) {
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}#${settings.loginRoute}`,
    );
    route = settings.loginRoute;
  }
  const language = preference(settings.languageKey);
  const country = preference(settings.countryKey);
  const isStale =
    (kind === 'screen' && route !== pageRoute) ||
    (language !== null && language !== html.lang) ||
    (country !== null && country !== html.getAttribute('data-page-country')) ||
    preference(settings.highContrastKey) === '1';
  if (isStale) html.setAttribute('data-page-stale', '');
  // The frame is drawn at home, with the home screen's preview: hidden on any other screen.
  if (kind === 'frame' && route !== pageRoute) html.setAttribute('data-page-elsewhere', '');
  // The sign-in page purges what the store kept (spec §2: its loader does). Shown as drawn,
  // it starts the app only once the visitor acts (app/start-on-intent.ts): purged here, the
  // kept data goes as the page opens all the same.
  const isSignInAsDrawn =
    !isStale &&
    kind === 'screen' &&
    pageRoute === settings.loginRoute &&
    route === settings.loginRoute;
  if (isSignInAsDrawn) {
    try {
      localStorage.removeItem(settings.persistedStoreKey);
    } catch {
      // Storage switched off: nothing was kept.
    }
  }

  // A `<link>` in the head: the start-up script's files, and the faces' files (as fonts).
  const appendLink = (rel: string, href: string, font?: { type?: string }): HTMLLinkElement => {
    const link = document.createElement('link');
    link.rel = rel;
    if (font) {
      link.as = 'font';
      if (font.type !== undefined) link.type = font.type;
      link.crossOrigin = '';
    }
    link.href = href;
    document.head.append(link);
    return link;
  };

  // Work for later, run once the page has loaded and painted: a frame comes just before a
  // paint, a task queued from it just after (app/after-first-paint.ts, inlined here). A video's
  // poster (the sign-in page's largest image) does not hold the load event back and is decoded
  // apart, so on a slow phone it could be painted after that frame, and what is asked for then
  // would count before the largest paint: the work also waits for the posters to be decoded.
  // Waited for once, however many pieces of work wait.
  let loadedAndDecoded: Promise<unknown> | null = null;
  const whenLoadedAndDecoded = (): Promise<unknown> => {
    if (loadedAndDecoded === null) {
      loadedAndDecoded = new Promise<void>((resolve) => {
        if (document.readyState === 'complete') resolve();
        else window.addEventListener('load', () => resolve(), { once: true });
      }).then(() =>
        Promise.all(
          Array.from(document.querySelectorAll('video[poster]'), (video) => {
            const poster = new Image();
            poster.src = video.getAttribute('poster') ?? '';
            return typeof poster.decode === 'function' ? poster.decode().catch(() => undefined) : undefined;
          }),
        ),
      );
    }
    return loadedAndDecoded;
  };
  const afterLoadAndPaint = (work: () => void): void => {
    void whenLoadedAndDecoded().then(() =>
      typeof requestAnimationFrame === 'function'
        ? requestAnimationFrame(() => setTimeout(work, 0))
        : setTimeout(work, 0),
    );
  };

  // The start-up script: the sign-in page as drawn needs none to show or to sign in
  // (app/start-on-intent.ts), so it asks for it after it painted; any other page asks for it
  // at once and runs it once parsed, as a module script in the page would be.
  const [entry, ...entryImports] = settings.startupScripts;
  if (entry !== undefined) {
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = entry;
      document.head.append(script);
    };
    if (isSignInAsDrawn) {
      // A visitor may act before then: noted for the start-up script, which then starts the
      // app at once (app/start-on-intent.ts), and the script is asked for at that moment.
      let asked = false;
      const ask = () => {
        if (asked) return;
        asked = true;
        run();
      };
      const acted = () => {
        Object.defineProperty(window, settings.visitorActedProperty, {
          value: true,
          configurable: true,
        });
        for (const type of settings.intentEvents) window.removeEventListener(type, acted, true);
        ask();
      };
      for (const type of settings.intentEvents)
        window.addEventListener(type, acted, { capture: true, passive: true });
      afterLoadAndPaint(ask);
    } else {
      for (const file of [entry, ...entryImports]) appendLink('modulepreload', file);
      if (document.readyState === 'loading')
        document.addEventListener('DOMContentLoaded', run, { once: true });
      else run();
    }
  }

  // Typefaces (issue 13, docs/decisions.md): a page declares its faces from the first paint
  // only once the browser has their files; on a first visit it paints in the system font, as a
  // static page does, and fetches them once it has loaded and painted, for the pages after it.
  const faces = document.getElementById(settings.fontFacesElementId);
  if (faces instanceof HTMLStyleElement) {
    const files = (faces.getAttribute('data-font-files') ?? '')
      .split(' ')
      .filter((file) => file !== '');
    const cachedFiles = (): string[] => {
      try {
        const list: unknown = JSON.parse(read('localStorage', settings.cachedFontsKey) ?? '[]');
        return Array.isArray(list)
          ? list.filter((file): file is string => typeof file === 'string')
          : [];
      } catch {
        return [];
      }
    };
    const cached = cachedFiles();
    const missing = files.filter((file) => !cached.includes(file));
    if (missing.length === 0) {
      faces.media = 'all';
      // Preloaded, an optional face holds the first paint until it is read from the cache
      // (Chrome); otherwise a large face (Nastaliq) can miss it and the system font stays.
      for (const file of files) appendLink('preload', file, { type: 'font/woff2' });
    } else {
      afterLoadAndPaint(() => {
        for (const file of missing) {
          const link = appendLink('prefetch', file, {});
          link.addEventListener('load', () => {
            try {
              const known = cachedFiles().filter((known) => known !== file);
              localStorage.setItem(
                settings.cachedFontsKey,
                JSON.stringify([...known, file].slice(-settings.cachedFontsKept)),
              );
            } catch {
              // Storage switched off: the faces are fetched again next time, and still cached.
            }
          });
        }
      });
    }
  }

  // A button pressed before the app has taken the page over would do nothing: it is kept, and
  // pressed again once the app runs (takeEarlyPresses). Forms (Sign in) work without the app.
  const presses: Element[] = [];
  Object.defineProperty(window, '__cloudPortalEarlyPresses', {
    value: presses,
    configurable: true,
  });
  document.addEventListener(
    'click',
    (event) => {
      if (html.hasAttribute('data-app-started') || !(event.target instanceof Element)) return;
      const button = event.target.closest('button:not([type="submit"])');
      if (button !== null && !presses.includes(button)) presses.push(button);
    },
    true,
  );
}

/** The script as the build inlines it. */
export function firstPaintScript(settings: FirstPaintSettings = FIRST_PAINT_SETTINGS): string {
  return `(${firstPaint.toString()})(${JSON.stringify(settings)});`;
}
