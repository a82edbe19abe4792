import type { confirmWebSignInByEmail as confirmEndpoint } from '@cloud-portal/contract/web-sign-in';
import { request } from '@/lib/api-client';
import type { EmailLinkPath } from '../email-link-path';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const method = 'POST' as const satisfies (typeof confirmEndpoint)['method'];

/**
 * Confirms the web sign-in from the e-mail link (spec §7: a POST, with no body, to the path
 * taken from the page address after `signed=`). `path` comes from `emailLinkPathOf`,
 * which lets only the portal's own e-mail-link path through.
 */
export async function confirmEmailLink(path: EmailLinkPath, signal?: AbortSignal): Promise<void> {
  await request<unknown>(method, path, { signal });
}
