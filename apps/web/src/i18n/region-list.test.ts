import { describe, expect, it } from 'vitest';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { CONSENT_REGIME_COUNTRIES } from '@/lib/storage/cookie-regime';
import { countryName } from '@/lib/display-names';
import { REGIONS, regionOfCountry, SUPPORTED_COUNTRIES } from './region-list';

describe('region list', () => {
  it('covers at least 100 countries, each once, each with a name and languages', () => {
    expect(SUPPORTED_COUNTRIES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SUPPORTED_COUNTRIES).size).toBe(SUPPORTED_COUNTRIES.length);
    for (const region of REGIONS) {
      for (const entry of region.countries) {
        expect(entry.code).toMatch(/^[A-Z]{2}$/);
        expect(countryName(entry.code, 'en')).not.toBeNull();
        expect(entry.languages.length).toBeGreaterThan(0);
        for (const language of entry.languages) {
          expect(language.code).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
          expect(language.name.trim()).not.toBe('');
        }
      }
    }
  });

  it('has the right-to-left languages of spec §9', () => {
    const codes = new Set(REGIONS.flatMap((r) => r.countries.flatMap((c) => c.languages.map((l) => l.code))));
    expect([...codes].filter((code) => isRightToLeft(code)).sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('includes every country of a cookie regime', () => {
    for (const codes of Object.values(CONSENT_REGIME_COUNTRIES)) {
      for (const code of codes) expect(SUPPORTED_COUNTRIES).toContain(code);
    }
  });

  it('finds the region of a country', () => {
    expect(regionOfCountry('de')?.id).toBe('europe');
    expect(regionOfCountry('XX')).toBeUndefined();
  });
});
