import { createSlice } from '@reduxjs/toolkit';
import type { SessionAccount } from '@cloud-portal/contract/session';
import { loggedOut } from '@/stores/session-actions';
import {
  authenticationFailed,
  authenticationSucceeded,
  fullyLoggedOut,
  sessionCleared,
} from './auth-slice';

/**
 * Spec §3 User state: the profile (name, login id, picture, validated e-mail), as the last
 * session check answered it. The auth slice holds the live session; this copy is what the
 * persisted client store keeps, so after a reload the header shows who is signed in while
 * the session check runs. It never stands for a session: whatever ends or fails one clears it.
 */
export interface ProfileState {
  profile: SessionAccount | null;
}

export const initialProfileState: ProfileState = { profile: null };

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(authenticationSucceeded, (state, action) => {
        state.profile = action.payload.session.account;
      })
      .addCase(authenticationFailed, () => initialProfileState)
      .addCase(sessionCleared, () => initialProfileState)
      .addCase(fullyLoggedOut, () => initialProfileState)
      .addCase(loggedOut, () => initialProfileState);
  },
  selectors: {
    selectKeptProfile: (state) => state.profile,
  },
});

export const { selectKeptProfile } = profileSlice.selectors;
