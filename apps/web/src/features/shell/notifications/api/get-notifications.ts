import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { NotificationsResponse } from '@cloud-portal/contract/notifications';
import { cloudApi } from '@/lib/api/cloud-api';
import { requestQuietly } from './request-quietly';

const endpoint = endpointRoutes.getNotifications;

/** The account's notifications and unread count (the header's bell and its drawer). */
export const notificationsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationsResponse, void>({
      queryFn: (_arg, { signal }) => requestQuietly<NotificationsResponse>(endpoint.method, endpoint.path, signal),
      providesTags: ['Notifications'],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
