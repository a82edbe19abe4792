import { DEFAULT_LOCALE } from './constants';

/**
 * Date formatting of spec §9. Intl resolves the calendar fields in the given time zone; we
 * then lay the fields out ourselves, because the spec fixes the layouts (dd/mm, mm/dd/yyyy,
 * Korean unit characters) and browsers' ICU versions disagree on their own layouts.
 * Digits are always Latin so that server, browsers and tests produce the same text.
 */

export type DateInput = Date | number;

export interface DateFormatOptions {
  /** BCP-47 locale; only its language decides the layout (Korean or the dd/mm layout). */
  locale?: string;
  withYear?: boolean;
  /** Adds hh:mm on a 24-hour clock. */
  withTime?: boolean;
  /** IANA time zone. Pass it explicitly: the server's zone is not the user's. */
  timeZone?: string;
}

interface DateFields {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

// Building a DateTimeFormat is costly and lists format many dates: keep one per time zone.
const fieldFormatters = new Map<string, Intl.DateTimeFormat>();

function fieldFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = fieldFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    fieldFormatters.set(key, formatter);
  }
  return formatter;
}

function dateFields(date: DateInput, timeZone: string | undefined): DateFields {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError('Cannot format an invalid date');
  const parts = fieldFormatter(timeZone).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
  };
}

function isKorean(locale: string): boolean {
  return locale.toLowerCase().split(/[-_]/)[0] === 'ko';
}

/** Drops the leading zero Korean dates never show ('03' -> '3'). */
function withoutLeadingZero(value: string): string {
  return String(Number(value));
}

/**
 * Korean: '3월 5일', '2026년 3월 5일', '2026년 3월 5일 14:07'.
 * Every other locale: '05/03', '05/03/2026', '05/03/2026 14:07'.
 */
export function formatDate(date: DateInput, options: DateFormatOptions = {}): string {
  const { locale = DEFAULT_LOCALE, withYear = false, withTime = false, timeZone } = options;
  const { year, month, day, hour, minute } = dateFields(date, timeZone);
  const time = withTime ? ` ${hour}:${minute}` : '';
  if (isKorean(locale)) {
    const monthDay = `${withoutLeadingZero(month)}월 ${withoutLeadingZero(day)}일`;
    return `${withYear ? `${year}년 ` : ''}${monthDay}${time}`;
  }
  return `${day}/${month}${withYear ? `/${year}` : ''}${time}`;
}

/** The US layout mm/dd/yyyy, used where the spec asks for it whatever the locale. */
export function formatUsDate(date: DateInput, options: { timeZone?: string } = {}): string {
  const { year, month, day } = dateFields(date, options.timeZone);
  return `${month}/${day}/${year}`;
}
