import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { PhotoListResponse } from '@cloud-portal/contract/gallery';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getPhotos;

/** The newest photos, newest first (spec §7 `GET /media/v1/photos?count=…`). */
export const photosApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getPhotos: build.query<PhotoListResponse, { count: number }>({
      query: ({ count }) => ({
        method: endpoint.method,
        path: `${endpoint.path}?${new URLSearchParams({ count: String(count) }).toString()}`,
      }),
      providesTags: ['Photos'],
    }),
  }),
});

export const { useGetPhotosQuery } = photosApi;
export const { getPhotos } = photosApi.endpoints;
