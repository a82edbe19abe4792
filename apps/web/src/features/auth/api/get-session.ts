import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { request, type RequestOptions } from '@/lib/api/api-client';
import { takeEarlySessionAnswer } from '@/lib/api/early-session-check';

const endpoint = endpointRoutes.getSession;

export type GetSessionOptions = Pick<RequestOptions, 'signal' | 'skipGlobalErrorHandler'>;

/**
 * Who is signed in on this browser; rejects with a 401 ApiError when nobody is. The first
 * check reads the answer the start-up script asked for (lib/api/early-session-check.ts).
 */
export function getSession(options: GetSessionOptions = {}): Promise<SessionInfo> {
  return request<SessionInfo>(endpoint.method, endpoint.path, { ...options, sent: takeEarlySessionAnswer() });
}
