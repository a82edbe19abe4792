// The login id and password a form posted (sign-in, profile, confirm password), checked by
// credential-check.ts against the throttle of the address the request came from.
import type { FastifyRequest } from 'fastify';

import type { StoredAccount } from '../account-store';
import { clientAddress } from '../client-address';
import { checkAccountPassword, checkCredentials } from '../credential-check';
import type { CredentialCheck } from '../credential-check';
import { field } from '../form-fields';
import type { FormFields } from '../form-fields';
import type { IdpServices } from '../idp-services';

/** Checks `loginId` and `password`; answers the login id too, to show it again on a refusal. */
export async function checkPostedLogin(
  services: IdpServices,
  request: FastifyRequest,
  form: FormFields,
): Promise<{ loginId: string | undefined; result: CredentialCheck }> {
  const loginId = field(form, 'loginId');
  const address = clientAddress(request.raw, services.trustProxy);
  return { loginId, result: await checkCredentials(services, loginId, field(form, 'password'), address) };
}

/** Checks the `password` re-entered for an account already signed in. */
export async function checkPostedPassword(
  services: IdpServices,
  request: FastifyRequest,
  form: FormFields,
  account: StoredAccount,
): Promise<CredentialCheck> {
  const address = clientAddress(request.raw, services.trustProxy);
  return checkAccountPassword(services, account, field(form, 'password'), address);
}
