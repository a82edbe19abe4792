import type { SerializedError } from '@reduxjs/toolkit';
import type { Rcodes } from '@cloud-portal/contract/rcodes';
import type { CloudCallError } from '@/lib/api/cloud-api';

/** The three refusals the Gallery card shows as states of its own (spec §8 Gallery quota). */
export const GALLERY_STATE_CODES = {
  notActivated: 121001,
  movedToDrive: 121009,
  endOfService: 121004,
} as const satisfies Record<string, (typeof Rcodes)[keyof typeof Rcodes]['rcode']>;

export type GalleryStateCode = (typeof GALLERY_STATE_CODES)[keyof typeof GALLERY_STATE_CODES];

/**
 * What a failed quota fetch leaves for the Gallery screens to show (spec §8): on 401 or 403 with one of
 * the three Gallery codes, that code; any other 401 or 403, the error itself; anything else,
 * its message.
 */
export type GalleryError =
  | { kind: 'code'; code: GalleryStateCode }
  | { kind: 'error'; error: CloudCallError }
  | { kind: 'message'; message: string };

const STATE_CODES: readonly number[] = Object.values(GALLERY_STATE_CODES);

function isGalleryStateCode(rcode: number | null): rcode is GalleryStateCode {
  return rcode !== null && STATE_CODES.includes(rcode);
}

/** A Gallery fetch's error in the cache as a message: the server's, or a serialised error's. */
export function errorMessageOf(error: CloudCallError | SerializedError): string {
  return ('status' in error ? error.rmsg : error.message) ?? '';
}

/** A quota fetch's error in the cache: the call's own, or (thrown, e.g. cancelled) a serialised one. */
export function galleryErrorOf(error: CloudCallError | SerializedError): GalleryError {
  if ('status' in error && (error.status === 401 || error.status === 403)) {
    return isGalleryStateCode(error.rcode)
      ? { kind: 'code', code: error.rcode }
      : { kind: 'error', error };
  }
  return { kind: 'message', message: errorMessageOf(error) };
}
