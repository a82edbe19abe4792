import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.endOtherBrowserSessions;

/** Signs out every browser of the account but this one; answers how many. */
export const endOtherBrowserSessionsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    endOtherBrowserSessions: build.mutation<{ ended: number }, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path, body: {} }),
      invalidatesTags: ['BrowserSessions', 'SecurityEvents'],
    }),
  }),
});

export const { useEndOtherBrowserSessionsMutation } = endOtherBrowserSessionsApi;
