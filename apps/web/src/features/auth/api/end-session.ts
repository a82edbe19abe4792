import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  FormNavigation,
  SignOutReason,
} from '@cloud-portal/contract/sign-in';
import { request } from '@/lib/api/api-client';

const endpoint = endpointRoutes.endSession;

/**
 * Ends the server session; answers the provider's sign-out navigation. Signing out is what
 * the global error handler itself does, so a failure here does not go back to it.
 */
export function endSession(reason: SignOutReason): Promise<FormNavigation> {
  return request<FormNavigation>(endpoint.method, endpoint.path, {
    body: { reason },
    skipGlobalErrorHandler: true,
  });
}
