import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import type { GALLERY_SERVICE_ID, GalleryQuota } from '@cloud-portal/contract/gallery';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getGalleryQuota;
// Checked against the contract at compile time; a type-only import keeps TypeBox out of the bundle.
const serviceId = 'gallery' satisfies typeof GALLERY_SERVICE_ID;

/**
 * The Gallery quota (spec §7 `GET /odi/v2/quota/{gallery service id}`; spec §4: pending, then
 * success or error). Its failure is read as a GalleryError (gallery-error.ts, spec §8).
 */
export const galleryQuotaApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getGalleryQuota: build.query<GalleryQuota, void>({
      query: () => ({ method: endpoint.method, path: buildPath(endpoint.path, { serviceId }) }),
      providesTags: ['GalleryQuota'],
      // Kept until the session's cache is reset: the Gallery page shows a failed answer
      // without holding it (use-loaded-gallery-quota.ts), and every screen that wants a
      // fresh one asks for it anyway.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetGalleryQuotaQuery } = galleryQuotaApi;
export const { getGalleryQuota } = galleryQuotaApi.endpoints;

/** A quota answer with something in it; an empty one starts nothing (spec §4). */
export function isNonEmptyQuota(quota: GalleryQuota | null | undefined): quota is GalleryQuota {
  return quota !== undefined && quota !== null && Object.keys(quota).length > 0;
}
