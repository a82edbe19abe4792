import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';

// The contract's path with its one parameter.
const EMAIL_LINK_PATH = endpointRoutes.confirmWebSignInByEmail.path;
const PREFIX = EMAIL_LINK_PATH.slice(0, -':token'.length);
/** The token as the contract allows it: nothing that could add a segment, a query or a host. */
const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

/** A path `emailLinkPathOf` let through: the only kind `confirmEmailLink` posts to. */
export type EmailLinkPath = string & { readonly __brand: 'EmailLinkPath' };

/**
 * The path the confirmation e-mail carries after `signed=` (spec §7: "POST to a signed URL
 * taken from the page URL after 'signed='"). Only the portal's own e-mail-link path is
 * accepted: an absolute URL, another path, dot segments or encodings would let a crafted
 * link make the signed-in page post wherever it says (an open redirect of the session's
 * cookies), so anything else answers null and nothing is sent.
 */
export function emailLinkPathOf(search: string): EmailLinkPath | null {
  const signed = new URLSearchParams(search).get('signed');
  if (signed === null || !signed.startsWith(PREFIX)) return null;
  return TOKEN.test(signed.slice(PREFIX.length)) ? (signed as EmailLinkPath) : null;
}

/** True when the address carries a `signed=` parameter at all (valid or not). */
export function hasEmailLink(search: string): boolean {
  return new URLSearchParams(search).has('signed');
}
