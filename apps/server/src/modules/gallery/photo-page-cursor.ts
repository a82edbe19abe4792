import { Rcodes } from '@cloud-portal/contract/rcodes';
import { OpaqueId } from '@cloud-portal/contract/wire-types';
import Value from 'typebox/value';
import { ApiError } from '../../http/api-error';
import type { PhotoPosition } from './gallery-repository';

/** The list's name inside its cursors, so a cursor of another list is refused. */
const PREFIX = 'photos:';

/** A cursor after this photo of a device photo listing: opaque to callers, base64url of its upload time and id. */
export function encodePhotoCursor(photo: PhotoPosition): string {
  return Buffer.from(`${PREFIX}${photo.serverTimestamp.getTime()}:${photo.id}`).toString('base64url');
}

/** The photo a cursor is after; null for the first page. 400 PAGE_CURSOR_INVALID for one this list never answered. */
export function decodePhotoCursor(cursor: string | undefined): PhotoPosition | null {
  if (cursor === undefined) return null;
  const match = /^photos:(\d{1,15}):(.+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (match && Value.Check(OpaqueId, match[2])) {
    const position = { serverTimestamp: new Date(Number(match[1])), id: match[2]! };
    if (encodePhotoCursor(position) === cursor) return position;
  }
  throw new ApiError(Rcodes.PAGE_CURSOR_INVALID, 'The page cursor is not one this list answered. Start again from the first page.');
}
