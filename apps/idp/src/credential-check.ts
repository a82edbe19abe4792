// Password checks shared by the sign-in interaction, the profile page and the confirm gate:
// throttled per login id, and the same answer whichever of ID or password was wrong.
import type { StoredAccount } from './account-store';
import type { IdpServices } from './idp-services';
import type { MessageKey } from './messages';

export type CredentialCheck =
  { ok: true; account: StoredAccount } | { ok: false; status: 400 | 401 | 429; error: MessageKey };

const MAX_INPUT_LENGTH = 1024;

export async function checkCredentials(
  services: IdpServices,
  loginId: string | undefined,
  password: string | undefined,
): Promise<CredentialCheck> {
  if (!loginId?.trim() || !password)
    return { ok: false, status: 400, error: 'login.error.missing' };
  if (loginId.length > MAX_INPUT_LENGTH || password.length > MAX_INPUT_LENGTH) {
    return { ok: false, status: 401, error: 'login.error.invalid' };
  }
  if (services.throttle.isBlocked(loginId)) {
    return { ok: false, status: 429, error: 'login.error.throttled' };
  }
  const account = await services.accounts.verifyCredentials(loginId, password);
  if (!account) {
    services.throttle.recordFailure(loginId);
    return { ok: false, status: 401, error: 'login.error.invalid' };
  }
  services.throttle.recordSuccess(loginId);
  return { ok: true, account };
}

/** Re-entry of the password of a known (signed-in) account. */
export async function checkAccountPassword(
  services: IdpServices,
  account: StoredAccount,
  password: string | undefined,
): Promise<CredentialCheck> {
  if (!password || password.length > MAX_INPUT_LENGTH) {
    return { ok: false, status: 401, error: 'confirm.error.invalid' };
  }
  if (services.throttle.isBlocked(account.loginId)) {
    return { ok: false, status: 429, error: 'login.error.throttled' };
  }
  if (!(await services.accounts.checkPassword(account, password))) {
    services.throttle.recordFailure(account.loginId);
    return { ok: false, status: 401, error: 'confirm.error.invalid' };
  }
  services.throttle.recordSuccess(account.loginId);
  return { ok: true, account };
}
