import type { pollWebSignIn as pollWebSignInEndpoint } from '@cloud-portal/contract/web-sign-in';
import { request } from '@/lib/api-client';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/auth/sc/tokens/v1/web',
} as const satisfies Pick<typeof pollWebSignInEndpoint, 'method' | 'path'>;

/**
 * One look at a pending verification (spec §7 `GET /auth/sc/tokens/v1/web?authCode=`):
 * resolves once verified; rejects with 401 135001 while pending (the global handler lets
 * it pass), 401 135002 for an unknown code, 400 135603 once expired.
 */
export async function pollWebSignIn(authCode: string, signal?: AbortSignal): Promise<void> {
  const query = new URLSearchParams({ authCode });
  await request<unknown>(endpoint.method, `${endpoint.path}?${query.toString()}`, { signal });
}
