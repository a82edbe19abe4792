import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthFlow } from '@cloud-portal/contract/web-sign-in';

/** How the user confirms this browser: a link in an e-mail, or approval on a phone or tablet. */
export type VerificationSource = AuthFlow;

/**
 * Where the verification of this browser stands, for the screens:
 * - `idle`: nothing asked yet (the screen offers e-mail or phone);
 * - `starting`: the start call (PUT) is under way;
 * - `pending`: an auth code is held and polled until the user confirms;
 * - `confirming`: the e-mail link is being sent to the server;
 * - `verified`: done;
 * - `expired`: the 5-minute window passed (or the link was too old);
 * - `noRoute`: the account has neither a confirmed e-mail nor a phone or tablet (135601);
 * - `invalidLink`: the e-mail link in the address is not one the portal makes;
 * - `otherBrowser`: the e-mail link was opened in another browser than the one that asked;
 * - `failed`: any other error.
 */
export type VerificationPhase =
  | 'idle'
  | 'starting'
  | 'pending'
  | 'confirming'
  | 'verified'
  | 'expired'
  | 'noRoute'
  | 'invalidLink'
  | 'otherBrowser'
  | 'failed';

/** Spec §3 User state account (isVerified, code, src) and the pending request of spec §4. */
export interface VerificationState {
  isVerified: boolean;
  /** The rcode of the last refused verification call, if any. */
  code: number | null;
  src: VerificationSource | null;
  /** The code to poll; only ever taken from a 202 answer. */
  authCode: string | null;
  /** When the pending request's window ends (epoch ms, this browser's clock). */
  expiresAt: number | null;
  /** The verification error flag: the last answer's rcode was not the one expected. */
  isError: boolean;
  phase: VerificationPhase;
}

export const initialVerificationState: VerificationState = {
  isVerified: false,
  code: null,
  src: null,
  authCode: null,
  expiresAt: null,
  isError: false,
  phase: 'idle',
};

export interface PendingVerification {
  authCode: string;
  expiresAt: number;
  src: VerificationSource;
}

/** Forgets the pending request (its auth code and window), as every ending of one does. */
function dropPending(state: VerificationState): void {
  state.authCode = null;
  state.expiresAt = null;
}

/**
 * Where an answer leaves the flow: its phase, whether it raised the error flag, and the
 * rcode it came with (left as it was when `code` is not given).
 */
function settle(state: VerificationState, phase: VerificationPhase, isError: boolean, code?: number | null): void {
  if (code !== undefined) state.code = code;
  state.isError = isError;
  state.phase = phase;
}

/** Spec §4 Web sign-in token flow. Side effects (calls, cookies, the stored flag) live in the thunks. */
export const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    /** Reset: back to the start, not verified (spec §4: "Reset ... set isVerified ... false"). */
    verificationReset() {
      return initialVerificationState;
    },
    /** A pending request kept in cookies, picked up again after a reload. */
    pendingRestored(state, action: PayloadAction<PendingVerification>) {
      if (state.authCode !== null) return;
      Object.assign(state, action.payload);
      state.phase = 'pending';
    },
    /**
     * A start (or Resend) is under way. A request already pending stays on show (and valid
     * at the server) until the answer replaces it; it is not polled meanwhile.
     */
    startRequested(state) {
      settle(state, 'starting', false, null);
    },
    /** 135602 to a Resend: the request on show still waits at the server, so it is waited for again. */
    restartRefused(state, action: PayloadAction<{ code: number }>) {
      settle(state, 'pending', false, action.payload.code);
    },
    /** 135607 (use the phone) or 135601 (use e-mail): an expected answer; the flow goes on the other route. */
    routeSwitched(state, action: PayloadAction<{ src: VerificationSource; code: number }>) {
      state.src = action.payload.src;
      state.code = action.payload.code;
      state.isError = false;
    },
    /** 202: the auth code is taken (only from a 202) and polling starts. */
    startAccepted(state, action: PayloadAction<PendingVerification>) {
      Object.assign(state, action.payload);
      settle(state, 'pending', false);
    },
    /** 135601 on the e-mail route: no confirmed e-mail and no device to approve from. Source e-mail. */
    noRouteLeft(state, action: PayloadAction<{ code: number }>) {
      dropPending(state);
      state.src = 'email';
      settle(state, 'noRoute', false, action.payload.code);
    },
    /** 200 or 201 from the start, the poll or the e-mail link; or the isVerified check said so. */
    verified(state) {
      dropPending(state);
      state.isVerified = true;
      settle(state, 'verified', false);
    },
    /** The isVerified check (GET) stores or clears the flag. */
    verifiedChecked(state, action: PayloadAction<boolean>) {
      // Verified once, withdrawn since (403 101001): start afresh.
      if (!action.payload && state.phase === 'verified') return initialVerificationState;
      state.isVerified = action.payload;
      if (action.payload) {
        dropPending(state);
        state.phase = 'verified';
      }
      return undefined;
    },
    /** 401 135001 to a poll: still waiting, as expected. */
    stillPending(state) {
      state.isError = false;
    },
    /** The window passed (the page's timer, or 400 135603 from the server). */
    verificationExpired(state, action: PayloadAction<{ code: number | null }>) {
      dropPending(state);
      state.isVerified = false;
      settle(state, 'expired', action.payload.code !== null, action.payload.code);
    },
    /** Any other error: the pending request is forgotten and the error flag set. */
    verificationFailed(state, action: PayloadAction<{ code: number | null }>) {
      dropPending(state);
      settle(state, 'failed', true, action.payload.code);
    },
    emailLinkConfirming(state) {
      state.src = 'email';
      settle(state, 'confirming', false);
    },
    /**
     * 400 40000005: the e-mail link belongs to another browser's request. Nothing changed at
     * the server, so nothing changes here either: this browser's own request (if any) stays.
     */
    emailLinkOfOtherBrowser(state, action: PayloadAction<{ code: number }>) {
      settle(state, 'otherBrowser', true, action.payload.code);
    },
    /** The address holds no e-mail link the portal makes: nothing is sent. */
    emailLinkInvalid(state) {
      state.src = 'email';
      settle(state, 'invalidLink', true);
    },
  },
  selectors: {
    selectVerification: (state) => state,
    selectVerificationPhase: (state) => state.phase,
  },
});

export const {
  verificationReset,
  pendingRestored,
  startRequested,
  restartRefused,
  routeSwitched,
  startAccepted,
  noRouteLeft,
  verified,
  verifiedChecked,
  stillPending,
  verificationExpired,
  verificationFailed,
  emailLinkOfOtherBrowser,
  emailLinkConfirming,
  emailLinkInvalid,
} = verificationSlice.actions;
export const { selectVerification, selectVerificationPhase } = verificationSlice.selectors;
