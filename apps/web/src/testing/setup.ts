import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { setI18n } from 'react-i18next';
import { afterEach, vi } from 'vitest';
import { DEFERRED_AREAS } from '@/i18n/bundles';
import { initI18n, loadArea } from '@/i18n/i18n';
import { fixedMediaQueryList } from './match-media';

// How long findBy… and waitFor wait for what they look for (1 s by default): a screen is
// fetched when first opened, and on a busy machine its modules take longer than that.
configure({ asyncUtilTimeout: 5_000 });

// Tests read the English texts, loaded through the same set-up (and bundle files) the app uses;
// the areas the app fetches when a screen first opens are there from the start. The files of
// a test process share one document and one i18next (vitest.config.ts: no isolation): set up
// once, and each file starts in English.
if (!i18next.isInitialized) {
  await initI18n('en', i18next);
  await Promise.all(DEFERRED_AREAS.map((area) => loadArea(area, i18next)));
} else {
  // A file may have bound React to an i18next of its own (`.use(initReactI18next)`).
  setI18n(i18next);
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
}
// What an earlier file of the process left in the shared document: its cookies and address.
clearCookies();
window.history.replaceState(null, '', '/');

// jsdom has no media playback and no media queries.
Object.defineProperty(HTMLMediaElement.prototype, 'play', {
  configurable: true,
  value: function play(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  },
});
Object.defineProperty(HTMLMediaElement.prototype, 'pause', {
  configurable: true,
  value: function pause(this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  },
});
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => fixedMediaQueryList(query, false),
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Every cookie the page can see, gone (at the paths tests set them: the page's and the root). */
function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const name = entry.split('=')[0];
    if (!name) continue;
    document.cookie = `${name}=; max-age=0; path=/`;
    document.cookie = `${name}=; max-age=0`;
  }
}
