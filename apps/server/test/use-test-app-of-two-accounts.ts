import type { TestConfirmTokens } from './test-confirm-tokens';
import type { SignedInTestAccount } from './test-accounts';
import { useSignedInTestAccount } from './use-signed-in-test-account';
import { useTestApp, type OpenTestApp } from './use-test-app';
import { useTestConfirmTokens } from './use-test-confirm-tokens';

/** The app of `useTestAppOfTwoAccounts`, its confirm tokens and its two accounts. */
export interface TestAppOfTwoAccounts {
  testApp: OpenTestApp;
  tokens: TestConfirmTokens;
  alice: SignedInTestAccount;
  bob: SignedInTestAccount;
}

/**
 * A test app that takes the confirm tokens of `tokens`, with two accounts signed in: the
 * set-up of the tests of calls one account may make and the other may not.
 */
export function useTestAppOfTwoAccounts(): TestAppOfTwoAccounts {
  const tokens = useTestConfirmTokens();
  const testApp = useTestApp({ confirmTokenKeys: tokens.keySource });
  return { testApp, tokens, alice: useSignedInTestAccount(testApp), bob: useSignedInTestAccount(testApp) };
}
