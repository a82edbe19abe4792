import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  SecurityEvent,
} from '@cloud-portal/contract/security';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getSecurityEvents;

/** The account's security events of the last 90 days, newest first. */
export const securityEventsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getSecurityEvents: build.query<{ events: SecurityEvent[] }, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['SecurityEvents'],
    }),
  }),
});

export const { useGetSecurityEventsQuery } = securityEventsApi;
export const { getSecurityEvents } = securityEventsApi.endpoints;
