import type { getWebSignInVerified as getWebSignInVerifiedEndpoint } from '@cloud-portal/contract/web-sign-in';
import { request } from '@/lib/api-client';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/auth/sc/verification/v1/tokens/web/isVerified',
} as const satisfies Pick<typeof getWebSignInVerifiedEndpoint, 'method' | 'path'>;

/** Whether the account has verified this browser (spec §7 `GET …/tokens/web/isVerified`). */
export async function getWebSignInVerified(signal?: AbortSignal): Promise<boolean> {
  const reply = await request<{ isVerified: boolean }>(endpoint.method, endpoint.path, { signal });
  return reply.isVerified === true;
}
