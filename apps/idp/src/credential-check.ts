// Password checks shared by the sign-in interaction, the profile page and the confirm gate:
// throttled per login id, per client address and globally (login-throttle.ts), and the same
// answer whichever of ID or password was wrong.
import type { AccountStore, StoredAccount } from './account-store';
import type { LoginThrottle } from './login-throttle';
import type { MessageKey } from './messages';

export type CredentialCheck =
  { ok: true; account: StoredAccount } | { ok: false; status: 400 | 401 | 429; error: MessageKey };

/** What a check needs of the provider's services (tests pass a stand-in account store). */
export interface CredentialServices {
  accounts: Pick<AccountStore, 'verifyCredentials' | 'checkPassword'>;
  throttle: LoginThrottle;
}

const MAX_INPUT_LENGTH = 1024;
const THROTTLED = { ok: false, status: 429, error: 'login.error.throttled' } as const;

/** `clientAddress`: from clientAddress(req, …) in client-address.ts. */
export async function checkCredentials(
  services: CredentialServices,
  loginId: string | undefined,
  password: string | undefined,
  clientAddress: string,
): Promise<CredentialCheck> {
  if (!loginId?.trim() || !password)
    return { ok: false, status: 400, error: 'login.error.missing' };
  if (loginId.length > MAX_INPUT_LENGTH || password.length > MAX_INPUT_LENGTH) {
    return { ok: false, status: 401, error: 'login.error.invalid' };
  }
  const attempt = await services.throttle.admit(loginId, clientAddress);
  if (!attempt) return THROTTLED;
  const account = await services.accounts.verifyCredentials(loginId, password);
  if (!account) {
    await attempt.failed();
    return { ok: false, status: 401, error: 'login.error.invalid' };
  }
  await attempt.succeeded();
  return { ok: true, account };
}

/** Re-entry of the password of a known (signed-in) account. */
export async function checkAccountPassword(
  services: CredentialServices,
  account: StoredAccount,
  password: string | undefined,
  clientAddress: string,
): Promise<CredentialCheck> {
  if (!password || password.length > MAX_INPUT_LENGTH) {
    return { ok: false, status: 401, error: 'confirm.error.invalid' };
  }
  const attempt = await services.throttle.admit(account.loginId, clientAddress);
  if (!attempt) return THROTTLED;
  if (!(await services.accounts.checkPassword(account, password))) {
    await attempt.failed();
    return { ok: false, status: 401, error: 'confirm.error.invalid' };
  }
  await attempt.succeeded();
  return { ok: true, account };
}
