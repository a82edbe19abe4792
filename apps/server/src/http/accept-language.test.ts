import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('acceptedLanguages', () => {
  it('lists the languages most wanted first', () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['de-AT', 'de', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr')).toEqual(['fr', 'en']);
  });

  it('keeps the header order between equal weights', () => {
    expect(acceptedLanguages('ko, ja, zh-TW')).toEqual(['ko', 'ja', 'zh-TW']);
  });

  it('leaves out the wildcard, refused languages and what is not a language tag', () => {
    expect(acceptedLanguages('*, sv;q=0, <script>, fi;q=0.3')).toEqual(['fi']);
  });

  it('answers nothing without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
