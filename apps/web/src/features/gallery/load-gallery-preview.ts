import { GALLERY_THUMBNAIL_COUNT } from '@cloud-portal/domain/constants';
import type { AppThunk } from '@/app/store';
import { getGalleryQuota, isNonEmptyQuota } from './api/get-gallery-quota';
import { getPhotos } from './api/get-photos';

/** The home card's photo list: the newest photos, as many as it shows. */
export const PREVIEW_PHOTOS_ARG = { count: GALLERY_THUMBNAIL_COUNT };

/**
 * Asks again for what the home card shows (its retry, spec §4): the quota first, then, when
 * it is a non-empty answer, the newest photos. The card's own subscriptions see the answers.
 */
export function loadGalleryPreview(): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const quota = await dispatch(getGalleryQuota.initiate(undefined, { subscribe: false, forceRefetch: true }));
    if (!quota.isSuccess || !isNonEmptyQuota(quota.data)) return;
    await dispatch(getPhotos.initiate(PREVIEW_PHOTOS_ARG, { subscribe: false, forceRefetch: true }));
  };
}
