import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import { cloudApi } from '@/lib/api/cloud-api';
import { requestAnsweringNotFound } from '@/lib/api/request-answering-not-found';

const endpoint = endpointRoutes.endBrowserSession;

/**
 * Signs one browser out. A 404 means it had already ended (signed out, timed out, or ended
 * from another tab): the page says so and lists again, rather than the global handler
 * leaving for the not-found page. Every other failure goes to the global handler.
 */
export const endBrowserSessionApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    endBrowserSession: build.mutation<{ sessionId: string }, string>({
      queryFn: (sessionId, { signal }) => requestAnsweringNotFound<{ sessionId: string }>(endpoint.method, buildPath(endpoint.path, { sessionId }), signal),
      invalidatesTags: ['BrowserSessions', 'SecurityEvents'],
    }),
  }),
});

export const { useEndBrowserSessionMutation } = endBrowserSessionApi;
