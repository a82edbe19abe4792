import { madeBeforeAll, viewOf } from './made-before-all';
import { signInTestAccount, type SignedInTestAccount } from './test-accounts';
import type { OpenTestApp } from './use-test-app';

/**
 * An account signed in on the fixture's app (`signInTestAccount`) before the tests of the
 * block that calls this; its fields can be read from the block's first test or hook on.
 */
export function useSignedInTestAccount(
  testApp: OpenTestApp,
  profile?: Parameters<typeof signInTestAccount>[1],
): SignedInTestAccount {
  const signedIn = madeBeforeAll(
    () => signInTestAccount(testApp.database.db, profile),
    async () => undefined,
  );
  return viewOf(signedIn, ['accountId', 'subject', 'sessionToken']);
}
