import { GALLERY_THUMBNAIL_COUNT } from './constants';

export interface GalleryPhoto {
  photoId: string;
  /** Epoch milliseconds at which the server received the photo. */
  serverTimestamp: number;
}

export interface GalleryPreview<T extends GalleryPhoto> {
  /** The photos whose thumbnails the home page shows: the first 4. */
  photos: T[];
  /** The first photo's server timestamp: the list is newest first. */
  lastSyncedAt: number;
}

/**
 * What the gallery card shows (spec §4, §5). An empty or missing list returns null: the
 * caller ignores it and keeps what it had, rather than blanking the card.
 */
export function galleryPreview<T extends GalleryPhoto>(
  response: { list?: readonly T[] | null } | null | undefined,
): GalleryPreview<T> | null {
  const list = response?.list;
  const first = list?.[0];
  if (!list || first === undefined) return null;
  return { photos: list.slice(0, GALLERY_THUMBNAIL_COUNT), lastSyncedAt: first.serverTimestamp };
}
