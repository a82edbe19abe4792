import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './browser-cookie';
import {
  CONSENT_COOKIE,
  forgetConsent,
  isCookieCategoryAllowed,
  readConsent,
  saveConsent,
} from './cookie-consent';
import { LocalStorageKeys } from './storage-keys';

afterEach(() => forgetConsent());

describe('cookie consent (spec §2, §4 Cookie consent)', () => {
  it('starts undecided with nothing accepted', () => {
    expect(readConsent()).toEqual({ decided: false, choices: { functional: false, analytics: false } });
  });

  it('keeps the flags in local storage and the decision in a 365-day cookie', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      expect(saveConsent({ functional: true, analytics: false })).toEqual({
        decided: true,
        choices: { functional: true, analytics: false },
      });
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
    expect(written[0]).toMatch(/^cp_consent=1; Max-Age=31536000; Path=\/; SameSite=Lax/);
    expect(readCookie(CONSENT_COOKIE)).toBe('1');
    expect(localStorage.getItem(LocalStorageKeys.functionalCookies)).toBe('true');
    expect(localStorage.getItem(LocalStorageKeys.analyticsCookies)).toBe('false');
  });

  it('reads flags without the cookie as undecided', () => {
    localStorage.setItem(LocalStorageKeys.analyticsCookies, 'true');
    expect(readConsent().decided).toBe(false);
    expect(isCookieCategoryAllowed('analytics', 'DE')).toBe(false);
  });

  it('allows optional categories only as accepted where consent applies', () => {
    saveConsent({ functional: false, analytics: true });
    expect(isCookieCategoryAllowed('analytics', 'DE')).toBe(true);
    expect(isCookieCategoryAllowed('functional', 'DE')).toBe(false);
  });

  it('allows them where no consent is asked, except analytics where it is not offered', () => {
    expect(isCookieCategoryAllowed('functional', 'US')).toBe(true);
    expect(isCookieCategoryAllowed('analytics', 'US')).toBe(true);
    saveConsent({ functional: true, analytics: true });
    expect(isCookieCategoryAllowed('analytics', 'AT')).toBe(false);
  });
});
