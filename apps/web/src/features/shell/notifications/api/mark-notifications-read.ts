import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { cloudApi } from '@/lib/api/cloud-api';
import { requestAnsweringNotFound } from '@/lib/api/request-answering-not-found';

const markOne = endpointRoutes.markNotificationRead;
const markAll = endpointRoutes.markAllNotificationsRead;

/**
 * Marks notifications read. A 404 means the notification is gone (its account's data was
 * erased meanwhile): the drawer lists again rather than the global handler leaving the page.
 */
export const markNotificationsReadApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<{ id: string; read: true }, string>({
      queryFn: (id, { signal }) => requestAnsweringNotFound<{ id: string; read: true }>(markOne.method, buildPath(markOne.path, { id }), signal, {}),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<{ unreadCount: 0 }, void>({
      query: () => ({ method: markAll.method, path: markAll.path, body: {} }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const { useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = markNotificationsReadApi;
