import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { request } from '@/lib/api/api-client';

const endpoint = endpointRoutes.getWebSignInVerified;

/** Whether the account has verified this browser (spec §7 `GET …/tokens/web/isVerified`). */
export async function getWebSignInVerified(signal?: AbortSignal): Promise<boolean> {
  const reply = await request<{ isVerified: boolean }>(endpoint.method, endpoint.path, { signal });
  return reply.isVerified === true;
}
