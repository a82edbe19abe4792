import { useEffect, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { getThumbnailUrl } from './api/get-photo-object-urls';

/** A thumbnail's object URL; null: it failed (spec §8, no image); undefined: still loading. */
export type ThumbnailUrl = string | null | undefined;

const SEPARATOR = '\n';

/**
 * The size-240 thumbnails of these photos, in their order, from RTK Query's cache. Each is
 * asked for once while it is wanted (a photo that stays wanted is not asked again) and let go
 * when it no longer is, which revokes its object URL (api/get-photo-object-urls.ts).
 */
export function useThumbnailUrls(photoIds: readonly string[]): readonly ThumbnailUrl[] {
  const dispatch = useAppDispatch();
  const held = useRef(new Map<string, { unsubscribe: () => void }>());
  // One string stands for the list, so a new array with the same ids starts nothing new.
  const idsKey = photoIds.join(SEPARATOR);

  useEffect(() => {
    const wanted = new Set(idsKey === '' ? [] : idsKey.split(SEPARATOR));
    const subscriptions = held.current;
    for (const [photoId, subscription] of subscriptions) {
      if (wanted.has(photoId)) continue;
      subscription.unsubscribe();
      subscriptions.delete(photoId);
    }
    for (const photoId of wanted) {
      if (!subscriptions.has(photoId)) subscriptions.set(photoId, dispatch(getThumbnailUrl.initiate(photoId)));
    }
  }, [dispatch, idsKey]);

  useEffect(() => {
    const subscriptions = held.current;
    return () => {
      for (const subscription of subscriptions.values()) subscription.unsubscribe();
      subscriptions.clear();
    };
  }, []);

  return useAppSelector(
    (state) =>
      photoIds.map((photoId): ThumbnailUrl => {
        const entry = getThumbnailUrl.select(photoId)(state);
        if (entry.isError) return null;
        return entry.data;
      }),
    shallowEqual,
  );
}
