import { describe, expect, it } from 'vitest';
import {
  authenticationFailed,
  authenticationStarted,
  authenticationSucceeded,
} from '@/features/auth/auth-slice';
import { makeStore } from '@/app/store';
import { TEST_SESSION } from '@/testing/render';
import { whenSignedIn } from './when-signed-in';

describe('whenSignedIn', () => {
  it('waits for the session check under way and answers whether it succeeded', async () => {
    const store = makeStore();
    store.dispatch(authenticationStarted());
    const answer = whenSignedIn(store);
    store.dispatch(authenticationSucceeded({ session: TEST_SESSION, hasLogInBefore: false }));
    await expect(answer).resolves.toBe(true);
  });

  it('answers false when the check failed', async () => {
    const store = makeStore();
    store.dispatch(authenticationStarted());
    const answer = whenSignedIn(store);
    store.dispatch(authenticationFailed('401'));
    await expect(answer).resolves.toBe(false);
  });
});
