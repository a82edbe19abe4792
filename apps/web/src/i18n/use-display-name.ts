import { useTranslation } from 'react-i18next';
import type { SessionAccount } from '@cloud-portal/contract/session';
import { composeDisplayName } from '@cloud-portal/domain/name-order';

export type NamedAccount = Pick<SessionAccount, 'name' | 'givenName' | 'familyName'>;

/**
 * The name to show for an account in a language: given and family name in the language's
 * order (spec §3 name rules: family name first in ar, hu, ja, ko, th, vi, zh) when both are
 * known, otherwise the display name as the provider gives it.
 */
export function displayNameIn(account: NamedAccount, language: string): string {
  if (account.givenName?.trim() && account.familyName?.trim()) {
    return composeDisplayName(account, language);
  }
  return account.name;
}

/**
 * The signed-in account's name as every screen shows it (header, user drawer, home), in
 * the language in use; '' before the session is known. Re-renders when the language changes.
 */
export function useDisplayName(account: NamedAccount | null | undefined): string {
  const { i18n } = useTranslation();
  return account ? displayNameIn(account, i18n.language) : '';
}
