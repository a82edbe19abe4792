import { DEFAULT_LOCALE } from './constants';

/**
 * Size formatting of spec §9. Decimal (1000-based) is the portal's default; the 1024-based
 * variant keeps the same unit names because that is what the portal has always shown
 * (users compare with the figure on their phone, not with IEC "KiB").
 */

export const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;
/** 'Byte' is used for exactly 0 and 1: spec §9 mandates '0 Byte'; '1 Byte' is our choice. */
export type SizeUnit = 'Byte' | (typeof SIZE_UNITS)[number];

export type SizeBase = 1000 | 1024;

export interface FormattedSize {
  /** The whole text, e.g. '1.5 MB'. */
  text: string;
  /** The number alone, already localised, e.g. '1,5' in German. */
  amount: string;
  /** The unit alone, so the UI can style or translate it separately. */
  unit: SizeUnit;
}

export interface SizeFormatOptions {
  /** BCP-47 locale for the number; en-US when omitted. */
  locale?: string;
  /** 1000 (default) or 1024. */
  base?: SizeBase;
}

/** Whole bytes carry no decimals; from KB up one decimal says enough without noise. */
function decimalsFor(unitIndex: number): number {
  return unitIndex === 0 ? 0 : 1;
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Formats a byte count. Throws RangeError for negative or non-finite input: such a value is a
 * bug upstream (the contract validates sizes), and showing '-3 KB' would hide it.
 */
export function formatSize(bytes: number, options: SizeFormatOptions = {}): FormattedSize {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A size must be a finite, non-negative number of bytes, got ${bytes}`);
  }
  const base = options.base ?? 1000;
  const locale = options.locale ?? DEFAULT_LOCALE;

  let unitIndex = 0;
  while (unitIndex < SIZE_UNITS.length - 1 && bytes >= base ** (unitIndex + 1)) unitIndex += 1;
  let value = roundTo(bytes / base ** unitIndex, decimalsFor(unitIndex));
  // Rounding can reach the next unit (999,960 bytes -> '1000.0 KB'); show '1.0 MB' instead.
  if (value >= base && unitIndex < SIZE_UNITS.length - 1) {
    unitIndex += 1;
    value = roundTo(bytes / base ** unitIndex, decimalsFor(unitIndex));
  }

  const decimals = decimalsFor(unitIndex);
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  const unit: SizeUnit = unitIndex === 0 && value <= 1 ? 'Byte' : (SIZE_UNITS[unitIndex] ?? 'TB');
  return { text: `${amount} ${unit}`, amount, unit };
}
