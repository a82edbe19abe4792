import type { SessionAccount } from '@cloud-portal/contract/session';
import type { Account } from '../../auth/account-repository';

/** How the web sees an account (spec §3 Profile: name, loginId, profileImageUrl, validatedEmail). */
export function accountProfile(account: Account): SessionAccount {
  return {
    name: account.displayName,
    loginId: account.loginId,
    profileImageUrl: account.profileImageUrl,
    validatedEmail: account.validatedEmail,
  };
}
