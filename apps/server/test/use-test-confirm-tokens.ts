import { madeBeforeAll } from './made-before-all';
import { createTestConfirmTokens, type TestConfirmTokens } from './test-confirm-tokens';

/**
 * Confirm tokens signed with a key made before the tests of the block that calls this: the
 * answer's functions may be handed on at once (to `useTestApp`), they are called later.
 */
export function useTestConfirmTokens(clientId?: string): TestConfirmTokens {
  const made = madeBeforeAll(
    () => createTestConfirmTokens(clientId),
    async () => undefined,
  );
  return {
    keySource: () => made().keySource(),
    issue: (subject, options) => made().issue(subject, options),
  };
}
