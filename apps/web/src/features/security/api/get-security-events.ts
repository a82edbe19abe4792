import type {
  getSecurityEvents as getSecurityEventsEndpoint,
  SecurityEvent,
} from '@cloud-portal/contract/security';
import { cloudApi } from '@/lib/cloud-api';

const endpoint = {
  method: 'GET',
  path: '/api/security/v1/events',
} as const satisfies Pick<typeof getSecurityEventsEndpoint, 'method' | 'path'>;

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
