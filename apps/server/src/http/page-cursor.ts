import { Rcodes } from '@cloud-portal/contract/rcodes';
import { DeviceId } from '@cloud-portal/contract/wire-types';
import Value from 'typebox/value';
import { ApiError } from './api-error';

/**
 * Page cursors of the device lists: the device id the page ended on, under the list's name,
 * base64url-encoded so callers treat it as opaque. A cursor of another list, or one that is
 * not what this server wrote, is refused with 400 PAGE_CURSOR_INVALID.
 */
export function encodeDeviceCursor(list: string, deviceId: string): string {
  return Buffer.from(`${list}:${deviceId}`).toString('base64url');
}

/** The device id a cursor names; the first page when there is no cursor. */
export function decodeDeviceCursor(list: string, cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  const prefix = `${list}:`;
  const deviceId = text.slice(prefix.length);
  if (!text.startsWith(prefix) || !Value.Check(DeviceId, deviceId) || encodeDeviceCursor(list, deviceId) !== cursor) {
    throw new ApiError(Rcodes.PAGE_CURSOR_INVALID, 'The page cursor is not one this list answered. Start again from the first page.');
  }
  return deviceId;
}

/** A page of at most `limit` rows from `rows` (asked for with one more, to know if more remain). */
export function pageOf<T>(rows: readonly T[], limit: number | undefined, list: string, deviceIdOf: (row: T) => string): { rows: T[]; nextCursor?: string } {
  if (limit === undefined || rows.length <= limit) return { rows: [...rows] };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeDeviceCursor(list, deviceIdOf(page[page.length - 1]!)) };
}
