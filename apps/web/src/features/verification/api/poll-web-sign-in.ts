import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { request } from '@/lib/api/api-client';

const endpoint = endpointRoutes.pollWebSignIn;

/**
 * One look at a pending verification (spec §7 `GET /auth/sc/tokens/v1/web?authCode=`):
 * resolves once verified; rejects with 401 135001 while pending (the global handler lets
 * it pass), 401 135002 for an unknown code, 400 135603 once expired.
 */
export async function pollWebSignIn(authCode: string, signal?: AbortSignal): Promise<void> {
  const query = new URLSearchParams({ authCode });
  await request<unknown>(endpoint.method, `${endpoint.path}?${query.toString()}`, { signal });
}
