// The account of the browser's provider session, for the pages that act on it (profile,
// confirm password).
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { StoredAccount } from '../account-store';
import type { IdpServices } from '../idp-services';
import { findSignedInSession } from '../provider-session';

export async function signedInAccount(
  services: IdpServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<StoredAccount | undefined> {
  const session = await findSignedInSession(services.provider, request, reply);
  return session ? services.accounts.findBySub(session.accountId) : undefined;
}
