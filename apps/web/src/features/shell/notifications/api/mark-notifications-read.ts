import { buildPath } from '@cloud-portal/contract/endpoint';
import type {
  markAllNotificationsRead as markAllEndpoint,
  markNotificationRead as markOneEndpoint,
} from '@cloud-portal/contract/notifications';
import { cloudApi } from '@/lib/cloud-api';
import { requestAnsweringNotFound } from '@/lib/request-answering-not-found';

const markOne = { method: 'POST', path: '/api/notifications/v1/:id/read' } as const satisfies Pick<typeof markOneEndpoint, 'method' | 'path'>;
const markAll = { method: 'POST', path: '/api/notifications/v1/read-all' } as const satisfies Pick<typeof markAllEndpoint, 'method' | 'path'>;

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
