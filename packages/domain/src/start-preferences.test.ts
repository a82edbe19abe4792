import { describe, expect, it } from 'vitest';
import { resolveStartPreferences, type StartPreferencesInput } from './start-preferences';

const base: StartPreferencesInput = {
  storedLanguage: null,
  storedCountry: null,
  browserLanguages: [],
  availableLanguages: ['en', 'ar', 'de', 'nb', 'zh-TW', 'zh-CN'],
  // A part of the picker's countries (apps/web features/locale/region-list.ts); not AQ.
  supportedCountries: ['US', 'GB', 'DE', 'FR', 'NO', 'SA', 'KR', 'CN', 'SG', 'TW', 'HK', 'JP'],
};

const resolve = (input: Partial<StartPreferencesInput>) => resolveStartPreferences({ ...base, ...input });

describe('resolveStartPreferences (spec §5)', () => {
  it('starts in English in the US with nothing to go on', () => {
    expect(resolve({})).toEqual({ language: 'en', countryCode: 'US' });
  });

  it('normalises the browser language: no → nb, three letters → two, Chinese keeps its region', () => {
    expect(resolve({ browserLanguages: ['no-NO'] })).toEqual({ language: 'nb', countryCode: 'NO' });
    expect(resolve({ browserLanguages: ['deu'] }).language).toBe('de');
    expect(resolve({ browserLanguages: ['zh-Hant-TW'] })).toEqual({ language: 'zh-TW', countryCode: 'TW' });
  });

  it('takes the first browser language that has a bundle', () => {
    expect(resolve({ browserLanguages: ['fr-FR', 'de-DE'] }).language).toBe('de');
  });

  it('serves an unsupported stored language in English', () => {
    expect(resolve({ storedLanguage: 'fr', storedCountry: 'FR' })).toEqual({ language: 'en', countryCode: 'FR' });
  });

  it('prefers the stored choice to the browser', () => {
    expect(resolve({ storedLanguage: 'ar', storedCountry: 'SA', browserLanguages: ['de-DE'] })).toEqual({
      language: 'ar',
      countryCode: 'SA',
    });
  });

  it('validates the country against the supported list, else US', () => {
    expect(resolve({ storedCountry: 'XX' }).countryCode).toBe('US');
    expect(resolve({ storedCountry: 'de' }).countryCode).toBe('DE');
    expect(resolve({ browserLanguages: ['en-AQ'] }).countryCode).toBe('US');
  });

  it('forces KR for Korean', () => {
    expect(resolve({ storedLanguage: 'ko', storedCountry: 'US' }).countryCode).toBe('KR');
    expect(resolve({ browserLanguages: ['ko'] })).toEqual({ language: 'en', countryCode: 'KR' });
  });

  it('forces CN for Simplified Chinese, except in Singapore', () => {
    expect(resolve({ storedLanguage: 'zh-CN', storedCountry: 'US' })).toEqual({ language: 'zh-CN', countryCode: 'CN' });
    expect(resolve({ storedLanguage: 'zh-SG', storedCountry: 'SG' })).toEqual({ language: 'zh-CN', countryCode: 'SG' });
    expect(resolve({ storedLanguage: 'zh-TW', storedCountry: 'TW' }).countryCode).toBe('TW');
  });
});
