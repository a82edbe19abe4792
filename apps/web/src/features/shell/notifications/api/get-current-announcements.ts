import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { AnnouncementsResponse, } from '@cloud-portal/contract/announcements';
import { cloudApi } from '@/lib/api/cloud-api';
import { requestQuietly } from './request-quietly';

const endpoint = endpointRoutes.getCurrentAnnouncements;

/** The announcements shown now in the page's language and country (the announcement bar). */
export const announcementsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentAnnouncements: build.query<AnnouncementsResponse, { language: string; country: string }>({
      queryFn: ({ language, country }, { signal }) =>
        requestQuietly<AnnouncementsResponse>(endpoint.method, `${endpoint.path}?${new URLSearchParams({ language, country }).toString()}`, signal),
      providesTags: ['Announcements'],
    }),
  }),
});

export const { useGetCurrentAnnouncementsQuery } = announcementsApi;
