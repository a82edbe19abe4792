import { afterEach, describe, expect, it } from 'vitest';
import { forgetConsent, saveConsent } from './cookie-consent';
import { readPreference, relocatePreferences, savePreference } from './preference-storage';
import { LocalStorageKeys } from './storage-keys';

afterEach(() => forgetConsent());

describe('preference storage', () => {
  it('remembers a choice for good where functional cookies are allowed', () => {
    savePreference(LocalStorageKeys.language, 'ar', 'SA');
    expect(localStorage.getItem(LocalStorageKeys.language)).toBe('ar');
    expect(readPreference(LocalStorageKeys.language)).toBe('ar');
  });

  it('keeps it for the tab only where consent applies and was not given', () => {
    localStorage.setItem(LocalStorageKeys.language, 'en');
    savePreference(LocalStorageKeys.language, 'de', 'DE');
    expect(sessionStorage.getItem(LocalStorageKeys.language)).toBe('de');
    expect(localStorage.getItem(LocalStorageKeys.language)).toBeNull();
    expect(readPreference(LocalStorageKeys.language)).toBe('de');
  });

  it('moves stored choices when the functional choice changes', () => {
    saveConsent({ functional: false, analytics: false });
    savePreference(LocalStorageKeys.country, 'DE', 'DE');
    relocatePreferences(true);
    expect(localStorage.getItem(LocalStorageKeys.country)).toBe('DE');
    expect(sessionStorage.getItem(LocalStorageKeys.country)).toBeNull();
    relocatePreferences(false);
    expect(sessionStorage.getItem(LocalStorageKeys.country)).toBe('DE');
    expect(localStorage.getItem(LocalStorageKeys.country)).toBeNull();
  });
});
