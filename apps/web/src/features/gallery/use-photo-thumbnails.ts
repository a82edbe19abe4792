import { useEffect, useState } from 'react';
import type { ThumbnailSize } from './api/get-photo-thumbnail';
import { getCachedPhotoThumbnail } from './cached-photo-thumbnail';

/** A thumbnail of the list: loading, its object URL, or failed (no image, spec §8). */
export type ThumbnailState = { status: 'pending' } | { status: 'success'; url: string } | { status: 'failed' };

const PENDING: ThumbnailState = { status: 'pending' };
const SEPARATOR = '\n';

/**
 * Thumbnails of a list of photos, fetched as blobs (or taken from the local database) and
 * shown through object URLs that are revoked when the list changes or the component
 * unmounts, so no image outlives its screen.
 */
export function usePhotoThumbnails(
  photoIds: readonly string[],
  size: ThumbnailSize,
): (photoId: string) => ThumbnailState {
  // One string stands for the list, so a new array with the same ids starts nothing new.
  const idsKey = photoIds.join(SEPARATOR);
  const listKey = `${size}${SEPARATOR}${idsKey}`;
  const [loaded, setLoaded] = useState<{ listKey: string; byId: ReadonlyMap<string, ThumbnailState> }>({
    listKey: '',
    byId: new Map(),
  });

  useEffect(() => {
    const ids = idsKey === '' ? [] : idsKey.split(SEPARATOR);
    const controller = new AbortController();
    const made: string[] = [];
    const settle = (photoId: string, state: ThumbnailState) =>
      setLoaded((previous) => ({
        listKey,
        byId: new Map(previous.listKey === listKey ? previous.byId : []).set(photoId, state),
      }));
    for (const photoId of ids) {
      getCachedPhotoThumbnail(photoId, size, { signal: controller.signal }).then(
        (blob) => {
          if (controller.signal.aborted) return;
          const url = URL.createObjectURL(blob);
          made.push(url);
          settle(photoId, { status: 'success', url });
        },
        () => {
          if (!controller.signal.aborted) settle(photoId, { status: 'failed' });
        },
      );
    }
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [idsKey, size, listKey]);

  return (photoId) => (loaded.listKey === listKey ? loaded.byId.get(photoId) : undefined) ?? PENDING;
}
