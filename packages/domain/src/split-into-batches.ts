import { DEVICE_USAGE_BATCH_SIZE } from './constants';

/**
 * Splits a list into consecutive batches of at most `size` items. The app-usage call takes
 * at most 10 devices (spec §9), hence the default.
 */
export function splitIntoBatches<T>(
  items: readonly T[],
  size: number = DEVICE_USAGE_BATCH_SIZE,
): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`A batch size must be a positive integer, got ${size}`);
  }
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
