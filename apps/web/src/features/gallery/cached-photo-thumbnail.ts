import { localStore, type LocalStore } from '@/lib/storage/local-database';
import { getPhotoThumbnail, type ThumbnailSize } from './api/get-photo-thumbnail';

/** Where thumbnails are kept between visits: the `gallery-rsrc` store of the local database. */
let thumbnailStore: LocalStore<Blob> = localStore('gallery-rsrc');

/** Tests put their own store in place; the returned function puts the previous one back. */
export function replaceThumbnailStore(store: LocalStore<Blob>): () => void {
  const previous = thumbnailStore;
  thumbnailStore = store;
  return () => {
    thumbnailStore = previous;
  };
}

/** A photo's bytes never change under its id, so id and size name one thumbnail for good. */
export function thumbnailCacheKey(photoId: string, size: ThumbnailSize): string {
  return `${size}:${photoId}`;
}

async function cachedThumbnail(key: string): Promise<Blob | undefined> {
  try {
    return await thumbnailStore.get(key);
  } catch {
    // No usable local database (private mode, broken, too slow): ask the server.
    return undefined;
  }
}

/**
 * `getPhotoThumbnail` through the local database: a thumbnail kept from an earlier load is
 * answered from there; otherwise it is fetched and kept for next time. The cache only ever
 * saves calls — any failure of it falls back to the network, and only successful answers
 * are kept. Full logout deletes the database, and with it every kept thumbnail.
 */
export async function getCachedPhotoThumbnail(
  photoId: string,
  size: ThumbnailSize,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  const key = thumbnailCacheKey(photoId, size);
  const cached = await cachedThumbnail(key);
  if (options.signal?.aborted) throw new DOMException('The load was cancelled', 'AbortError');
  if (cached !== undefined) return cached;
  const blob = await getPhotoThumbnail(photoId, size, options);
  thumbnailStore.put(key, blob).catch(() => {
    // Not kept this time; the next visit fetches it again.
  });
  return blob;
}
