import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  formatLocaleOf,
  formatUsDate,
  type DateFormatOptions,
  type DateInput,
} from '@cloud-portal/domain/date-format';
import {
  formatSize,
  type FormattedSize,
  type SizeFormatOptions,
} from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { selectCountryCode } from '@/stores/preferences-slice';
import { documentLanguageOf } from './bundles';

export interface Formatters {
  /** The language in use, e.g. `ko` or `zh-TW`. */
  language: string;
  /**
   * The date as the language shown writes it in the viewer's country (docs/decisions.md):
   * en-US '03/05/2026 14:07', en-GB '05/03/2026 14:07', ja '2026/03/05', Korean
   * '2026년 3월 5일 14:07', Persian in Persian digits.
   */
  formatDate: (date: DateInput, options?: Omit<DateFormatOptions, 'locale'>) => string;
  /** Spec §9's US layout mm/dd/yyyy, for the places that ask for it whatever the language. */
  formatUsDate: (date: DateInput, options?: { timeZone?: string }) => string;
  /** '3.4 MB' with the language's decimal separator ('3,4 MB' in German). */
  formatSize: (bytes: number, options?: Omit<SizeFormatOptions, 'locale'>) => string;
  /** The same, split into number and unit for layouts that style them apart. */
  formatSizeParts: (bytes: number, options?: Omit<SizeFormatOptions, 'locale'>) => FormattedSize;
}

/**
 * The domain's date and size formats bound to the language in use, so a feature writes
 * `formatDate(backup.time, { withYear: true })` and never passes the locale itself. Dates
 * take the language the page shows (English while the chosen one is incomplete) in the
 * viewer's country. The functions change only when the language or country does.
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const countryCode = useAppSelector(selectCountryCode);
  const dateLocale = formatLocaleOf(documentLanguageOf(language), countryCode);
  return useMemo(
    () => ({
      language,
      formatDate: (date, options = {}) => formatDate(date, { ...options, locale: dateLocale }),
      formatUsDate: (date, options = {}) => formatUsDate(date, options),
      formatSize: (bytes, options = {}) => formatSize(bytes, { ...options, locale: language }).text,
      formatSizeParts: (bytes, options = {}) => formatSize(bytes, { ...options, locale: language }),
    }),
    [language, dateLocale],
  );
}
