import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  FormNavigation,
  StartSignInBody,
} from '@cloud-portal/contract/sign-in';
import { request } from '@/lib/api/api-client';

const endpoint = endpointRoutes.startSignIn;

/** Prepares sign-in; answers the GET form for the provider's authorization endpoint. */
export function startSignIn(body: StartSignInBody): Promise<FormNavigation> {
  return request<FormNavigation>(endpoint.method, endpoint.path, { body });
}
