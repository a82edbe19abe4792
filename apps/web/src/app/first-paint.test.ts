import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP_STARTED_ATTRIBUTE, FIRST_PAINT_SETTINGS, firstPaintScript, STALE_PAGE_ATTRIBUTE, takeEarlyPresses } from './first-paint';

/** Runs the script as the page does: its inlined source text, nothing else. */
function runInlined(): void {
  new Function(firstPaintScript())();
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
});
