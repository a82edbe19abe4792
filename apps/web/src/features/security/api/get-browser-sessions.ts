import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  BrowserSessionsResponse,
} from '@cloud-portal/contract/security';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getBrowserSessions;

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
