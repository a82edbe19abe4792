import type { endOtherBrowserSessions as endOtherBrowserSessionsEndpoint } from '@cloud-portal/contract/security';
import { cloudApi } from '@/lib/cloud-api';

const endpoint = {
  method: 'POST',
  path: '/api/security/v1/sessions/end-others',
} as const satisfies Pick<typeof endOtherBrowserSessionsEndpoint, 'method' | 'path'>;

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
