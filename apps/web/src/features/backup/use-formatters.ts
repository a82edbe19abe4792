import { useMemo } from 'react';
import { formatDate } from '@cloud-portal/domain/date-format';
import { formatSize } from '@cloud-portal/domain/size-format';
import { useAppSelector } from '@/app/hooks';
import { selectLanguage } from '@/stores/preferences-slice';

export interface Formatters {
  /** Day, month and year, with the time when asked (spec §9 date formatting). */
  date: (epochMs: number, options?: { withTime?: boolean }) => string;
  /** Decimal units, e.g. '3.4 MB' (spec §9 size formatting). */
  size: (bytes: number) => string;
}

/** Dates and sizes in the language in use. */
export function useFormatters(): Formatters {
  const language = useAppSelector(selectLanguage);
  return useMemo(
    () => ({
      date: (epochMs, { withTime = false } = {}) =>
        formatDate(epochMs, { locale: language, withYear: true, withTime }),
      size: (bytes) => formatSize(bytes, { locale: language }).text,
    }),
    [language],
  );
}
