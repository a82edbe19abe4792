import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import type { GALLERY_SERVICE_ID, GalleryQuota } from '@cloud-portal/contract/gallery';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getGalleryQuota;
// Checked against the contract at compile time; a type-only import keeps TypeBox out of the bundle.
const serviceId = 'gallery' satisfies typeof GALLERY_SERVICE_ID;

/**
 * The Gallery quota (spec §7 `GET /odi/v2/quota/{gallery service id}`). Its lifecycle feeds
 * the gallery slice's info state (spec §4), which also keeps the refusal codes (spec §8).
 */
export const galleryQuotaApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getGalleryQuota: build.query<GalleryQuota, void>({
      query: () => ({ method: endpoint.method, path: buildPath(endpoint.path, { serviceId }) }),
      providesTags: ['GalleryQuota'],
    }),
  }),
});

export const { getGalleryQuota } = galleryQuotaApi.endpoints;
