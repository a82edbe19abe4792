import { buildPath } from '@cloud-portal/contract/endpoint';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import type { endBrowserSession as endBrowserSessionEndpoint } from '@cloud-portal/contract/security';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { cloudApi } from '@/lib/cloud-api';
import { handleGlobalError } from '@/lib/global-error-handler';

const endpoint = {
  method: 'DELETE',
  path: '/api/security/v1/sessions/:sessionId',
} as const satisfies Pick<typeof endBrowserSessionEndpoint, 'method' | 'path'>;

/**
 * Signs one browser out. A 404 means it had already ended (signed out, timed out, or ended
 * from another tab): the page says so and lists again, rather than the global handler
 * leaving for the not-found page. Every other failure goes to the global handler.
 */
export const endBrowserSessionApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    endBrowserSession: build.mutation<{ sessionId: string }, string>({
      async queryFn(sessionId, { signal }) {
        try {
          const data = await request<{ sessionId: string }>(
            endpoint.method,
            buildPath(endpoint.path, { sessionId }),
            {
              signal,
              skipGlobalErrorHandler: true,
            },
          );
          return { data };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (error.rcode !== Rcodes.NOT_FOUND.rcode)
            handleGlobalError(error, { isTicketCall: false });
          return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
        }
      },
      invalidatesTags: ['BrowserSessions', 'SecurityEvents'],
    }),
  }),
});

export const { useEndBrowserSessionMutation } = endBrowserSessionApi;
