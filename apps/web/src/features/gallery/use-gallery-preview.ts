import { useCallback, useMemo, useState } from 'react';
import type { Photo } from '@cloud-portal/contract/gallery';
import { galleryPreview, type GalleryPreview } from '@cloud-portal/domain/gallery-preview';
import { useAppDispatch } from '@/app/hooks';
import { isNonEmptyQuota, useGetGalleryQuotaQuery } from './api/get-gallery-quota';
import { useGetPhotosQuery } from './api/get-photos';
import { errorMessageOf, galleryErrorOf, type GalleryError } from './gallery-error';
import { loadGalleryPreview, PREVIEW_PHOTOS_ARG } from './load-gallery-preview';
import { useThumbnailUrls, type ThumbnailUrl } from './use-thumbnail-urls';

/** One thumbnail of the home card (spec §3): its index and its object URL, null when it failed. */
export interface ThumbnailItem {
  id: number;
  url: string | null;
}

/** What the home card shows of Gallery. */
export type GalleryPreviewView =
  | { kind: 'loading' }
  /** The quota failed (spec §8): a Gallery state of its own, or a failure to retry. */
  | { kind: 'quotaFailed'; error: GalleryError }
  /** The photo list failed: the thumbnail and last-sync loads are in error (spec §4). */
  | { kind: 'photosFailed'; error: GalleryError }
  | { kind: 'ready'; thumbnails: readonly ThumbnailItem[]; lastSyncedAt: number | null };

const NO_PHOTOS: readonly Photo[] = [];

function isSettled(url: ThumbnailUrl): boolean {
  return url !== undefined;
}

/**
 * The home card's Gallery (spec §4): the quota first (asked again each time the card mounts);
 * a non-empty quota starts the photo list, whose first 4 photos' thumbnails and first
 * photo's time (the last sync) the card shows. All of it lives in RTK Query's cache, which
 * the account's live changes refetch through their tags. An empty photo list is ignored
 * (spec §5): what was shown stays; and a new list replaces the shown one only once all its
 * thumbnails are in, so the card never goes blank while it reloads.
 */
export function useGalleryPreview(): { view: GalleryPreviewView; retry: () => void } {
  const dispatch = useAppDispatch();
  const quota = useGetGalleryQuotaQuery(undefined, { refetchOnMountOrArgChange: true });
  const quotaServesPhotos = quota.isSuccess && isNonEmptyQuota(quota.data);
  const photos = useGetPhotosQuery(PREVIEW_PHOTOS_ARG, { skip: !quotaServesPhotos, refetchOnMountOrArgChange: true });

  const latest = useMemo(() => galleryPreview(photos.data), [photos.data]);
  const [shown, setShown] = useState<GalleryPreview<Photo> | null>(null);
  const wanted = useMemo(() => {
    const ids = [...(shown?.photos ?? NO_PHOTOS), ...(latest?.photos ?? NO_PHOTOS)].map((photo) => photo.photoId);
    return [...new Set(ids)];
  }, [shown, latest]);
  const urls = useThumbnailUrls(wanted);
  const urlOf = (photoId: string) => urls[wanted.indexOf(photoId)];

  // The new list is shown once every one of its thumbnails has come in or failed.
  if (latest !== null && latest !== shown && latest.photos.every((photo) => isSettled(urlOf(photo.photoId)))) {
    setShown(latest);
  }

  // After a failed quota, asking for it again is enough: a non-empty answer starts the list.
  const refetchQuota = quota.refetch;
  const retry = useCallback(
    () => void (quota.isError ? refetchQuota() : dispatch(loadGalleryPreview())),
    [dispatch, quota.isError, refetchQuota],
  );

  let view: GalleryPreviewView;
  if (quota.isError) {
    view = { kind: 'quotaFailed', error: galleryErrorOf(quota.error) };
  } else if (!quota.isSuccess) {
    view = { kind: 'loading' };
  } else if (quotaServesPhotos && photos.isError) {
    view = { kind: 'photosFailed', error: { kind: 'message', message: errorMessageOf(photos.error) } };
  } else if (quotaServesPhotos && shown === null && (photos.data === undefined || latest !== null)) {
    view = { kind: 'loading' };
  } else {
    view = {
      kind: 'ready',
      thumbnails: (shown?.photos ?? NO_PHOTOS).map((photo, id) => ({ id, url: urlOf(photo.photoId) ?? null })),
      lastSyncedAt: latest?.lastSyncedAt ?? shown?.lastSyncedAt ?? null,
    };
  }
  return { view, retry };
}
