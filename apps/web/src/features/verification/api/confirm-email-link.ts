import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { request } from '@/lib/api/api-client';
import type { EmailLinkPath } from '../email-link-path';

/**
 * Confirms the web sign-in from the e-mail link (spec §7: a POST, with no body, to the path
 * taken from the page address after `signed=`). `path` comes from `emailLinkPathOf`,
 * which lets only the portal's own e-mail-link path through.
 */
export async function confirmEmailLink(path: EmailLinkPath, signal?: AbortSignal): Promise<void> {
  await request<unknown>(endpointRoutes.confirmWebSignInByEmail.method, path, { signal });
}
