import { DEFAULT_LOCALE } from './constants';

/**
 * Date formatting of spec §9, in each locale's own form (docs/decisions.md): Intl lays the
 * date out as the locale writes it (en-US 03/05/2026, en-GB 05/03/2026, ja 2026/03/05,
 * de 05.03.2026), Korean with its unit characters (2026년 3월 5일), in the digits the
 * language's numbers use (Persian digits in fa, so a date reads as the counts beside it).
 * Always the Gregorian calendar and a 24-hour hh:mm, as the spec's layouts have.
 */

export type DateInput = Date | number;

export interface DateFormatOptions {
  /**
   * BCP-47 locale: its language and region choose the layout (`en-US` mm/dd, `en-GB`
   * dd/mm); see `formatLocaleOf` for a language and a country.
   */
  locale?: string;
  withYear?: boolean;
  /** Adds hh:mm on a 24-hour clock. */
  withTime?: boolean;
  /** IANA time zone. Pass it explicitly: the server's zone is not the user's. */
  timeZone?: string;
}

/**
 * The locale dates are written in for a page language and a country: the language's own
 * region when it has one (`zh-TW`, `pt-BR`), else the country's (`en` in GB → `en-GB`). A
 * pair Intl does not know falls back to the language alone.
 */
export function formatLocaleOf(language: string, countryCode: string): string {
  try {
    const locale = new Intl.Locale(language.replaceAll('_', '-'));
    if (locale.region !== undefined) return locale.toString();
    return new Intl.Locale(locale.toString(), { region: countryCode.toUpperCase() }).toString();
  } catch {
    return language;
  }
}

const isKorean = (locale: string): boolean => locale.toLowerCase().split('-')[0] === 'ko';

/** The digits of the language's numbers ('arabext' for fa, 'latn' for ar as i18next counts show). */
function numberingSystemOf(locale: string): string {
  const language = locale.split('-')[0] ?? locale;
  return new Intl.NumberFormat(language).resolvedOptions().numberingSystem;
}

// Building a DateTimeFormat is costly and lists format many dates: keep each one made.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  timeZone: string | undefined,
  part: 'date' | 'dateWithYear' | 'time',
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${part}`;
  let made = formatters.get(key);
  if (!made) {
    const common = { timeZone, calendar: 'gregory', numberingSystem: numberingSystemOf(locale) } as const;
    const fields: Intl.DateTimeFormatOptions =
      part === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : {
            ...(part === 'dateWithYear' ? { year: 'numeric' } : {}),
            // Korean writes its unit characters with the long month: 3월 5일.
            ...(isKorean(locale) ? { month: 'long', day: 'numeric' } : { month: '2-digit', day: '2-digit' }),
          };
    made = new Intl.DateTimeFormat(locale, { ...common, ...fields });
    formatters.set(key, made);
  }
  return made;
}

function instantOf(date: DateInput): Date {
  const instant = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError('Cannot format an invalid date');
  return instant;
}

/**
 * en-US '03/05', '03/05/2026', '03/05/2026 14:07'; ja '2026/03/05'; de '05.03.2026';
 * ko '3월 5일', '2026년 3월 5일 14:07'; fa '۲۰۲۶/۰۳/۰۵ ۱۴:۰۷'.
 */
export function formatDate(date: DateInput, options: DateFormatOptions = {}): string {
  const { withYear = false, withTime = false, timeZone } = options;
  const locale = (options.locale ?? DEFAULT_LOCALE).replaceAll('_', '-');
  const instant = instantOf(date);
  const day = formatter(locale, timeZone, withYear ? 'dateWithYear' : 'date').format(instant);
  return withTime ? `${day} ${formatter(locale, timeZone, 'time').format(instant)}` : day;
}

/** The US layout mm/dd/yyyy, used where the spec asks for it whatever the locale. */
export function formatUsDate(date: DateInput, options: { timeZone?: string } = {}): string {
  return formatDate(date, { locale: 'en-US', withYear: true, timeZone: options.timeZone });
}
