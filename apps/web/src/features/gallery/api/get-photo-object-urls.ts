import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { GALLERY_THUMBNAIL_SIZE } from '@cloud-portal/domain/constants';
import { cloudApi } from '@/lib/api/cloud-api';
import { getCachedPhotoThumbnail } from '../cached-photo-thumbnail';
import { photoFailureOf, type PhotoFailure } from '../photo-failure';
import { getPhotoThumbnail, type ThumbnailSize } from './get-photo-thumbnail';

/** The single-photo view asks for the larger thumbnail. */
export const PHOTO_VIEW_SIZE = 1080 satisfies ThumbnailSize;

/** An image nobody shows any more is let go at once (its object URL revoked). */
const UNUSED_IMAGE_SECONDS = 0;

type FetchBlob = (photoId: string, signal: AbortSignal) => Promise<Blob>;

/** The object URL the entry being fetched already holds, if any. */
function heldObjectUrl(api: BaseQueryApi): string | undefined {
  const state = api.getState() as { [cloudApi.reducerPath]: ReturnType<typeof cloudApi.reducer> };
  const data = api.queryCacheKey === undefined ? undefined : state[cloudApi.reducerPath].queries[api.queryCacheKey]?.data;
  return typeof data === 'string' ? data : undefined;
}

/**
 * A photo's blob as an object URL: a string, so the cache keeps it like any answer. A photo's
 * bytes never change under its id, so an entry that holds a URL keeps it (the URL is never
 * replaced); cancelled (the entry went away), it makes none.
 */
async function objectUrlOf(
  photoId: string,
  fetchBlob: FetchBlob,
  api: BaseQueryApi,
): Promise<{ data: string } | { error: PhotoFailure }> {
  const held = heldObjectUrl(api);
  if (held !== undefined) return { data: held };
  try {
    const blob = await fetchBlob(photoId, api.signal);
    if (api.signal.aborted) return { error: photoFailureOf(photoId, api.signal.reason) };
    return { data: URL.createObjectURL(blob) };
  } catch (error) {
    return { error: photoFailureOf(photoId, error) };
  }
}

/** The object URL lives as long as its cache entry: revoked once the entry is removed. */
async function revokeWhenRemoved({
  cacheDataLoaded,
  cacheEntryRemoved,
}: {
  cacheDataLoaded: Promise<{ data: string }>;
  cacheEntryRemoved: Promise<void>;
}): Promise<void> {
  let url: string;
  try {
    ({ data: url } = await cacheDataLoaded);
  } catch {
    // Removed before it ever held a URL: there is nothing to let go.
    return;
  }
  await cacheEntryRemoved;
  URL.revokeObjectURL(url);
}

/**
 * Photos as images to show (spec §4 thumbnail and single-photo loads, §8 failures kept with
 * their photo id): object URLs in RTK Query's cache, one entry per photo and size, each
 * revoked when its last viewer is gone (or the cache is reset at sign-out).
 */
export const photoObjectUrlsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** A list thumbnail (size 240, spec §9), from the local database when kept there. */
    getThumbnailUrl: build.query<string, string>({
      queryFn: (photoId, api) =>
        objectUrlOf(photoId, (id, signal) => getCachedPhotoThumbnail(id, GALLERY_THUMBNAIL_SIZE, { signal }), api),
      keepUnusedDataFor: UNUSED_IMAGE_SECONDS,
      onCacheEntryAdded: (_photoId, lifecycle) => revokeWhenRemoved(lifecycle),
    }),
    /** The single-photo view's image (size 1080), always from the server. */
    getPhotoViewUrl: build.query<string, string>({
      queryFn: (photoId, api) =>
        objectUrlOf(photoId, (id, signal) => getPhotoThumbnail(id, PHOTO_VIEW_SIZE, { signal }), api),
      keepUnusedDataFor: UNUSED_IMAGE_SECONDS,
      onCacheEntryAdded: (_photoId, lifecycle) => revokeWhenRemoved(lifecycle),
    }),
  }),
});

export const { useGetPhotoViewUrlQuery } = photoObjectUrlsApi;
export const { getThumbnailUrl, getPhotoViewUrl } = photoObjectUrlsApi.endpoints;
