import { describe, expect, it } from 'vitest';
import type { DateFormatOptions } from './date-format';
import { formatDate, formatUsDate } from './date-format';

const MARCH_5_2026_1407_UTC = Date.UTC(2026, 2, 5, 14, 7);
const NEW_YEAR_MIDNIGHT_UTC = Date.UTC(2027, 0, 1, 0, 0);

describe('formatDate', () => {
  it.each<[string, number, DateFormatOptions, string]>([
    ['Korean month and day', MARCH_5_2026_1407_UTC, { locale: 'ko-KR' }, '3월 5일'],
    ['Korean with year', MARCH_5_2026_1407_UTC, { locale: 'ko', withYear: true }, '2026년 3월 5일'],
    [
      'Korean with year and time',
      MARCH_5_2026_1407_UTC,
      { locale: 'ko_KR', withYear: true, withTime: true },
      '2026년 3월 5일 14:07',
    ],
    [
      'Korean with time only',
      MARCH_5_2026_1407_UTC,
      { locale: 'ko', withTime: true },
      '3월 5일 14:07',
    ],
    ['default locale dd/mm', MARCH_5_2026_1407_UTC, {}, '05/03'],
    ['German with year', MARCH_5_2026_1407_UTC, { locale: 'de-DE', withYear: true }, '05/03/2026'],
    [
      'Arabic keeps Latin digits',
      MARCH_5_2026_1407_UTC,
      { locale: 'ar-EG', withYear: true, withTime: true },
      '05/03/2026 14:07',
    ],
    ['midnight is 00, not 24', NEW_YEAR_MIDNIGHT_UTC, { withTime: true }, '01/01 00:00'],
    [
      'time zone moves the day',
      NEW_YEAR_MIDNIGHT_UTC,
      { withYear: true, withTime: true, timeZone: 'America/New_York' },
      '31/12/2026 19:00',
    ],
    [
      'Seoul is UTC+9',
      MARCH_5_2026_1407_UTC,
      { locale: 'ko', withTime: true, timeZone: 'Asia/Seoul' },
      '3월 5일 23:07',
    ],
  ])('%s', (_name, date, options, expected) => {
    expect(formatDate(date, { timeZone: 'UTC', ...options })).toBe(expected);
  });

  it('accepts a Date as well as epoch milliseconds', () => {
    expect(formatDate(new Date(MARCH_5_2026_1407_UTC), { timeZone: 'UTC' })).toBe('05/03');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate(Number.NaN, { timeZone: 'UTC' })).toThrow(RangeError);
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
