import type {
  FormNavigation,
  startSignIn as startSignInEndpoint,
  StartSignInBody,
} from '@cloud-portal/contract/sign-in';
import { request } from '@/lib/api-client';

const endpoint = {
  method: 'POST',
  path: '/auth/authorize',
} as const satisfies Pick<typeof startSignInEndpoint, 'method' | 'path'>;

/** Prepares sign-in; answers the GET form for the provider's authorization endpoint. */
export function startSignIn(body: StartSignInBody): Promise<FormNavigation> {
  return request<FormNavigation>(endpoint.method, endpoint.path, { body });
}
