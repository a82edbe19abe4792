import type {
  BrowserSessionsResponse,
  getBrowserSessions as getBrowserSessionsEndpoint,
} from '@cloud-portal/contract/security';
import { cloudApi } from '@/lib/cloud-api';

const endpoint = {
  method: 'GET',
  path: '/api/security/v1/sessions',
} as const satisfies Pick<typeof getBrowserSessionsEndpoint, 'method' | 'path'>;

/** The browsers signed in to the account, this one first (the security page). */
export const browserSessionsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getBrowserSessions: build.query<BrowserSessionsResponse, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['BrowserSessions'],
    }),
  }),
});

export const { useGetBrowserSessionsQuery } = browserSessionsApi;
export const { getBrowserSessions } = browserSessionsApi.endpoints;
