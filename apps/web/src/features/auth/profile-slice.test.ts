import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { loggedOut } from '@/stores/session-actions';
import { TEST_SESSION } from '@/testing/render';
import {
  authenticationFailed,
  authenticationSucceeded,
  fullyLoggedOut,
  sessionCleared,
} from './auth-slice';
import { selectKeptProfile } from './profile-slice';

describe('profile slice (spec §3 User state: profile)', () => {
  it('keeps the account the session check answered', () => {
    const store = makeStore();
    expect(selectKeptProfile(store.getState())).toBeNull();
    store.dispatch(authenticationSucceeded({ session: TEST_SESSION, hasLogInBefore: false }));
    expect(selectKeptProfile(store.getState())).toEqual(TEST_SESSION.account);
  });

  it.each<[string, UnknownAction]>([
    ['a failed session check', authenticationFailed(null)],
    ['a session the server no longer knows', sessionCleared()],
    ['a sign-out', loggedOut()],
    ['a full logout', fullyLoggedOut()],
  ])('forgets it after %s', (_name, action) => {
    const store = makeStore({ profile: { profile: TEST_SESSION.account } });
    store.dispatch(action);
    expect(selectKeptProfile(store.getState())).toBeNull();
  });
});
