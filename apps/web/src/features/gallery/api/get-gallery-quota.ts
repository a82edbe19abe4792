import { buildPath } from '@cloud-portal/contract/endpoint';
import type {
  GALLERY_SERVICE_ID,
  GalleryQuota,
  getGalleryQuota as getGalleryQuotaEndpoint,
} from '@cloud-portal/contract/gallery';
import { cloudApi } from '@/lib/cloud-api';

// Method, path and service id are checked against the contract at compile time; importing only
// its types keeps the contract's schema runtime (TypeBox) out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/odi/v2/quota/:serviceId',
} as const satisfies Pick<typeof getGalleryQuotaEndpoint, 'method' | 'path'>;
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
