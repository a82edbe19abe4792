import { describe, expect, it } from 'vitest';
import type { DateFormatOptions } from './date-format';
import { formatDate, formatLocaleOf, formatUsDate } from './date-format';

const MARCH_5_2026_1407_UTC = Date.UTC(2026, 2, 5, 14, 7);
const NEW_YEAR_MIDNIGHT_UTC = Date.UTC(2027, 0, 1, 0, 0);

describe('formatDate in each locale’s own form', () => {
  it.each<[string, DateFormatOptions, string]>([
    ['United States English: mm/dd/yyyy', { locale: 'en-US', withYear: true }, '03/05/2026'],
    ['United States English, month and day', { locale: 'en-US' }, '03/05'],
    ['United States English with time', { locale: 'en-US', withYear: true, withTime: true }, '03/05/2026 14:07'],
    ['British English: dd/mm/yyyy', { locale: 'en-GB', withYear: true }, '05/03/2026'],
    ['Japanese: yyyy/mm/dd', { locale: 'ja', withYear: true }, '2026/03/05'],
    ['Japanese with time', { locale: 'ja-JP', withYear: true, withTime: true }, '2026/03/05 14:07'],
    ['Korean month and day', { locale: 'ko-KR' }, '3월 5일'],
    ['Korean with year', { locale: 'ko', withYear: true }, '2026년 3월 5일'],
    ['Korean with year and time', { locale: 'ko_KR', withYear: true, withTime: true }, '2026년 3월 5일 14:07'],
    ['Korean with time only', { locale: 'ko', withTime: true }, '3월 5일 14:07'],
    ['Persian digits, the year too', { locale: 'fa-IR', withYear: true }, '۲۰۲۶/۰۳/۰۵'],
    ['Persian digits in the time', { locale: 'fa', withYear: true, withTime: true }, '۲۰۲۶/۰۳/۰۵ ۱۴:۰۷'],
    ['German: dd.mm.yyyy', { locale: 'de-DE', withYear: true }, '05.03.2026'],
    ['Simplified Chinese', { locale: 'zh-CN', withYear: true }, '2026/03/05'],
    ['Portuguese of Portugal', { locale: 'pt-PT', withYear: true }, '05/03/2026'],
    ['default locale is en-US', {}, '03/05'],
  ])('%s', (_name, options, expected) => {
    expect(formatDate(MARCH_5_2026_1407_UTC, { timeZone: 'UTC', ...options })).toBe(expected);
  });

  it('writes Arabic dates in the Latin digits its counts use, and the Gregorian year', () => {
    const text = formatDate(MARCH_5_2026_1407_UTC, { locale: 'ar-SA', withYear: true, timeZone: 'UTC' });
    // Intl marks the direction with U+200F around the slashes.
    expect(text.replaceAll('\u200f', '')).toBe('05/03/2026');
  });

  it('keeps the Gregorian calendar where the locale has another (Thai, Persian)', () => {
    expect(formatDate(MARCH_5_2026_1407_UTC, { locale: 'th-TH', withYear: true, timeZone: 'UTC' })).toContain('2026');
    expect(formatDate(MARCH_5_2026_1407_UTC, { locale: 'fa-IR', withYear: true, timeZone: 'UTC' })).toContain('۲۰۲۶');
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDate(NEW_YEAR_MIDNIGHT_UTC, { locale: 'en-GB', withTime: true, timeZone: 'UTC' })).toBe('01/01 00:00');
  });

  it('moves the day with the time zone', () => {
    expect(
      formatDate(NEW_YEAR_MIDNIGHT_UTC, { locale: 'en-US', withYear: true, withTime: true, timeZone: 'America/New_York' }),
    ).toBe('12/31/2026 19:00');
    expect(formatDate(MARCH_5_2026_1407_UTC, { locale: 'ko', withTime: true, timeZone: 'Asia/Seoul' })).toBe('3월 5일 23:07');
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(formatDate(new Date(MARCH_5_2026_1407_UTC), { locale: 'en-GB', timeZone: 'UTC' })).toBe('05/03');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate(Number.NaN, { timeZone: 'UTC' })).toThrow(RangeError);
  });
});

describe('formatLocaleOf', () => {
  it.each([
    ['en', 'US', 'en-US'],
    ['en', 'gb', 'en-GB'],
    ['fa', 'IR', 'fa-IR'],
    ['zh-TW', 'HK', 'zh-TW'],
    ['pt-BR', 'PT', 'pt-BR'],
    ['zh_CN', 'CN', 'zh-CN'],
    ['not a tag', 'US', 'not a tag'],
  ])('%s in %s -> %s', (language, country, locale) => {
    expect(formatLocaleOf(language, country)).toBe(locale);
  });
});

describe('formatUsDate', () => {
  it.each([
    [MARCH_5_2026_1407_UTC, 'UTC', '03/05/2026'],
    [NEW_YEAR_MIDNIGHT_UTC, 'UTC', '01/01/2027'],
    [NEW_YEAR_MIDNIGHT_UTC, 'America/Los_Angeles', '12/31/2026'],
  ])('%d in %s -> %s', (date, timeZone, expected) => {
    expect(formatUsDate(date, { timeZone })).toBe(expected);
  });
});
