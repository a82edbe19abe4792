import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { FormNavigation } from '@cloud-portal/contract/sign-in';
import { request } from './api-client';
import { submitFormNavigation } from '../navigation/submit-form-navigation';

const endpoint = endpointRoutes.startPasswordConfirmation;

/**
 * The password gate of destructive actions (spec §5 confirm_token): asks the server for the
 * provider's confirm-password form (or a forced re-authentication) and leaves for it; the
 * browser comes back to `returnTo` (a hash route, e.g. '/backup/delete') with the confirm
 * token in the URL.
 */
export async function requestPasswordConfirmation(returnTo: string): Promise<void> {
  const form = await request<FormNavigation>(endpoint.method, endpoint.path, { body: { returnTo } });
  submitFormNavigation(form);
}
