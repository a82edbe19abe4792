import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionInfo } from '@cloud-portal/contract/session';
import { loggedOut } from '@/stores/session-actions';

/** Spec §3 Auth state, plus the session the check answered (account and provider links). */
export interface AuthState {
  isLoggedIn: boolean;
  isLoginError: boolean;
  loginErrorMessage: string | null;
  logoutErrorMessage: string | null;
  isAuthenticating: boolean;
  hasLogInBefore: boolean;
  fullyLogout: boolean;
  session: SessionInfo | null;
}

export const initialAuthState: AuthState = {
  isLoggedIn: false,
  isLoginError: false,
  loginErrorMessage: null,
  logoutErrorMessage: null,
  isAuthenticating: false,
  hasLogInBefore: false,
  fullyLogout: false,
  session: null,
};

/** Spec §4 Auth transitions. Side effects (storage, cookies, calls) live in the thunks. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    authenticationStarted(state) {
      state.isAuthenticating = true;
    },
    authenticationSucceeded(
      state,
      action: PayloadAction<{ session: SessionInfo; hasLogInBefore: boolean }>,
    ) {
      state.isAuthenticating = false;
      state.isLoggedIn = true;
      state.isLoginError = false;
      state.loginErrorMessage = null;
      state.fullyLogout = false;
      state.hasLogInBefore = action.payload.hasLogInBefore;
      state.session = action.payload.session;
    },
    authenticationFailed(state, action: PayloadAction<string | null>) {
      state.isAuthenticating = false;
      state.isLoggedIn = false;
      state.isLoginError = true;
      state.loginErrorMessage = action.payload;
      state.session = null;
    },
    /** The server no longer knows the session (a 401): forget it here too. */
    sessionCleared(state) {
      state.isLoggedIn = false;
      state.session = null;
    },
    signOutFailed(state, action: PayloadAction<string | null>) {
      state.logoutErrorMessage = action.payload;
    },
    fullyLoggedOut(state) {
      state.fullyLogout = true;
      state.isLoggedIn = false;
      state.isAuthenticating = false;
      state.session = null;
    },
    fullLogoutReset(state) {
      state.fullyLogout = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.isLoggedIn = false;
      state.session = null;
    });
  },
  selectors: {
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectSession: (state) => state.session,
    selectAccount: (state) => state.session?.account ?? null,
  },
});

export const {
  authenticationStarted,
  authenticationSucceeded,
  authenticationFailed,
  sessionCleared,
  signOutFailed,
  fullyLoggedOut,
  fullLogoutReset,
} = authSlice.actions;
export const { selectIsLoggedIn, selectSession, selectAccount } = authSlice.selectors;
