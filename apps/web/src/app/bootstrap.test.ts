import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalStorageKeys, SessionStorageKeys } from '@/lib/storage/storage-keys';
import {
  cleanSuccessFlag,
  prepareAddress,
  readStartPreferences,
  reloadWhenRestoredFromCache,
} from './bootstrap';

function goTo(address: string) {
  window.history.replaceState(null, '', address);
}

afterEach(() => goTo('/'));

describe('cleanSuccessFlag', () => {
  it('removes success=1 and keeps the rest of the address', () => {
    goTo('/?success=1#/backup');
    const replaceState = vi.spyOn(window.history, 'replaceState');

    expect(cleanSuccessFlag()).toBe(true);

    expect(replaceState).toHaveBeenCalledOnce();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/backup');
    expect(window.location.pathname).toBe('/');
  });

  it('keeps other query parameters', () => {
    goTo('/?lang=de&success=1&x=2#/');
    cleanSuccessFlag();
    expect(window.location.search).toBe('?lang=de&x=2');
    expect(window.location.hash).toBe('#/');
  });

  it('leaves an address without the flag alone', () => {
    goTo('/?success=0#/');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    expect(cleanSuccessFlag()).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?success=0');
  });
});

describe('prepareAddress', () => {
  it('ends a sign-in: flag cleaned, sign-in remembered for the tab, destination consumed', () => {
    goTo('/?success=1#/');
    sessionStorage.setItem(SessionStorageKeys.postLoginDestination, '/');
    prepareAddress();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/');
    expect(sessionStorage.getItem(SessionStorageKeys.hasLoggedInBefore)).toBe('1');
    expect(sessionStorage.getItem(SessionStorageKeys.postLoginDestination)).toBeNull();
  });

  it('forgets why the last session ended, so a later lost session is not taken for a time-out', () => {
    goTo('/?success=1#/');
    sessionStorage.setItem(SessionStorageKeys.signOutReason, 'timeout');
    prepareAddress();
    expect(sessionStorage.getItem(SessionStorageKeys.signOutReason)).toBeNull();
  });

  it('forgets the marker the sign-out page\'s Sign in left, its sign-in now complete', () => {
    goTo('/?success=1#/');
    localStorage.setItem(LocalStorageKeys.signInFromSignedOutPage, '{"v":1,"iv":"x","data":"y"}');
    prepareAddress();
    expect(localStorage.getItem(LocalStorageKeys.signInFromSignedOutPage)).toBeNull();
  });

  it('sends a stored destination of the time-out page there', () => {
    goTo('/?success=1#/');
    sessionStorage.setItem(SessionStorageKeys.postLoginDestination, '/timeout');
    prepareAddress();
    expect(window.location.hash).toBe('#/timeout');
  });

  it('does nothing on an ordinary load', () => {
    goTo('/#/backup');
    sessionStorage.setItem(SessionStorageKeys.postLoginDestination, '/logout');
    localStorage.setItem(LocalStorageKeys.signInFromSignedOutPage, '{"v":1,"iv":"x","data":"y"}');
    prepareAddress();
    expect(localStorage.getItem(LocalStorageKeys.signInFromSignedOutPage)).not.toBeNull();
    expect(window.location.hash).toBe('#/backup');
    expect(sessionStorage.getItem(SessionStorageKeys.postLoginDestination)).toBe('/logout');
  });
});

describe('reloadWhenRestoredFromCache', () => {
  it('reloads a page restored from the back-forward cache only', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const win = {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      location: { reload } as unknown as Location,
    };
    const stop = reloadWhenRestoredFromCache(win);

    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(reload).toHaveBeenCalledOnce();

    stop();
    target.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('readStartPreferences (spec §5)', () => {
  const available = ['en', 'ar'];

  it('starts from the browser, validated, in English when there is no bundle', () => {
    expect(readStartPreferences(available, ['de-DE', 'en'])).toEqual({
      language: 'en',
      countryCode: 'DE',
      isRightToLeft: false,
      isHighContrast: false,
    });
    expect(readStartPreferences(available, ['en-AQ'])).toMatchObject({ countryCode: 'US' });
  });

  it('prefers the stored choice, the tab\'s one first, and restores high contrast', () => {
    localStorage.setItem(LocalStorageKeys.language, 'en');
    localStorage.setItem(LocalStorageKeys.highContrast, '1');
    sessionStorage.setItem(LocalStorageKeys.language, 'ar');
    sessionStorage.setItem(LocalStorageKeys.country, 'SA');
    expect(readStartPreferences(available, ['en-US'])).toEqual({
      language: 'ar',
      countryCode: 'SA',
      isRightToLeft: true,
      isHighContrast: true,
    });
  });

  it('forces KR for Korean', () => {
    localStorage.setItem(LocalStorageKeys.language, 'ko');
    expect(readStartPreferences(available, ['en-US'])).toMatchObject({ language: 'en', countryCode: 'KR' });
  });
});
