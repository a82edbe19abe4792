import type { AppStore } from '@/app/store';
import { whenSignedIn } from '@/lib/api/when-signed-in';
import { getGalleryQuota } from './api/get-gallery-quota';
import { getPhotos } from './api/get-photos';

/** How many of the newest photos the Gallery page shows. */
export const GALLERY_PAGE_PHOTO_COUNT = 20;

/**
 * The Gallery page's data, loaded before it shows (spec §2 Routing) once the session check
 * has passed: the quota, then, when Gallery serves the account, the newest photos. Failures are the screen's to show; the
 * global error handler has already seen them.
 */
export function galleryLoader(store: AppStore) {
  return async () => {
    if (!(await whenSignedIn(store))) return null;
    const quota = await store.dispatch(
      getGalleryQuota.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (quota.isSuccess) {
      await store.dispatch(
        getPhotos.initiate({ count: GALLERY_PAGE_PHOTO_COUNT }, { subscribe: false, forceRefetch: true }),
      );
    }
    return null;
  };
}
