import { Rcodes } from '@cloud-portal/contract/rcodes';
import { ApiError } from '../../http/api-error';

/** The list's name inside its cursors, so a cursor of another list is refused. */
const PREFIX = 'restore:';

/** A cursor after this file of a restore listing: opaque to callers, base64url of its (cid, name). */
export function encodeRestoreCursor(file: { cid: string; name: string }): string {
  return Buffer.from(`${PREFIX}${JSON.stringify([file.cid, file.name])}`).toString('base64url');
}

/** The file a cursor is after; null for the first page. 400 PAGE_CURSOR_INVALID for one this list never answered. */
export function decodeRestoreCursor(cursor: string | undefined): { cid: string; name: string } | null {
  if (cursor === undefined) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  let position: unknown;
  try {
    position = text.startsWith(PREFIX) ? JSON.parse(text.slice(PREFIX.length)) : null;
  } catch {
    position = null;
  }
  if (Array.isArray(position) && position.length === 2 && typeof position[0] === 'string' && typeof position[1] === 'string') {
    const file = { cid: position[0], name: position[1] };
    if (encodeRestoreCursor(file) === cursor) return file;
  }
  throw new ApiError(Rcodes.PAGE_CURSOR_INVALID, 'The page cursor is not one this list answered. Start again from the first page.');
}
