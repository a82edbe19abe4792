import { galleryQuotaApi } from './api/get-gallery-quota';

const { useQueryState, useQuerySubscription } = galleryQuotaApi.endpoints.getGalleryQuota;

/**
 * The quota the Gallery route's loader asked for (gallery-loader.ts), read from the cache
 * without asking again (docs/decisions.md). RTK Query asks again for a query in error for
 * every new subscriber, so the page subscribes — to keep the answer and follow the account's
 * live changes — only when the loader's answer is not a failure: a failed quota is asked for
 * once, and the failure (kept until the session ends) stays on screen until the user retries.
 */
export function useLoadedGalleryQuota() {
  const quota = useQueryState();
  useQuerySubscription(undefined, { skip: quota.isError && quota.data === undefined });
  return quota;
}
