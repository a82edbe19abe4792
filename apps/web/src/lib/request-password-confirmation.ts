import type { startPasswordConfirmation as startPasswordConfirmationEndpoint } from '@cloud-portal/contract/confirm-token';
import type { FormNavigation } from '@cloud-portal/contract/sign-in';
import { request } from './api-client';
import { submitFormNavigation } from './submit-form-navigation';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'POST',
  path: '/auth/confirm-password',
} as const satisfies Pick<typeof startPasswordConfirmationEndpoint, 'method' | 'path'>;

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
