import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';

/** A failed step of the work the dialog follows: the message to show and the server's rcode. */
export interface ProgressError {
  message: string;
  rcode: number | null;
}

export type ServerStatus = 'idle' | 'checking' | 'unavailable';

/**
 * The progress dialog of spec §4: open → run → increase (one per finished step) → close,
 * or error (message and code, optionally a toast). Global, so any screen that runs a batch
 * of calls (deleting backups, contents, synced apps) uses the same dialog, and the global
 * error handler can tell that one is open (spec §8: no 500 page during a progress dialog).
 *
 * It also holds the download counters of spec §4 (end-of-file counter, downloading flag)
 * and the server-status check (checking → unavailable, reset). Keeping those across a
 * reload is left to the download feature that sets them.
 */
export interface ProgressState {
  isOpen: boolean;
  isRunning: boolean;
  /** Steps to do. */
  total: number;
  /** Steps finished. */
  completed: number;
  error: ProgressError | null;
  eofCounter: number;
  isDownloading: boolean;
  serverStatus: ServerStatus;
}

export const initialProgressState: ProgressState = {
  isOpen: false,
  isRunning: false,
  total: 0,
  completed: 0,
  error: null,
  eofCounter: 0,
  isDownloading: false,
  serverStatus: 'idle',
};

export interface ProgressFailure extends ProgressError {
  /** Also show the message as a toast (spec §8 "Progress errors may show a toast"). */
  toast?: boolean;
}

export const progressSlice = createSlice({
  name: 'progress',
  initialState: initialProgressState,
  reducers: {
    /** Shows the dialog for `total` steps, nothing done yet. */
    progressOpened(state, action: PayloadAction<{ total: number }>) {
      state.isOpen = true;
      state.isRunning = false;
      state.total = Math.max(0, action.payload.total);
      state.completed = 0;
      state.error = null;
    },
    progressRun(state) {
      if (!state.isOpen) return;
      state.isRunning = true;
      state.error = null;
    },
    /** One more step finished; never past the total. */
    progressIncreased(state) {
      if (!state.isOpen) return;
      state.completed = Math.min(state.total, state.completed + 1);
    },
    progressFailed: {
      reducer(state, action: PayloadAction<ProgressFailure, string, { toastId: string }>) {
        state.isOpen = true;
        state.isRunning = false;
        state.error = { message: action.payload.message, rcode: action.payload.rcode };
      },
      // The id lets the toast slice tell two equal messages apart.
      prepare: (failure: ProgressFailure) => ({ payload: failure, meta: { toastId: nanoid() } }),
    },
    progressClosed(state) {
      state.isOpen = false;
      state.isRunning = false;
      state.total = 0;
      state.completed = 0;
      state.error = null;
    },
    eofCounterIncreased(state) {
      state.eofCounter += 1;
    },
    eofCounterReset(state) {
      state.eofCounter = 0;
    },
    downloadingChanged(state, action: PayloadAction<boolean>) {
      state.isDownloading = action.payload;
    },
    serverCheckStarted(state) {
      state.serverStatus = 'checking';
    },
    serverUnavailable(state) {
      state.serverStatus = 'unavailable';
    },
    serverStatusReset(state) {
      state.serverStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialProgressState);
  },
  selectors: {
    selectProgress: (state) => state,
    selectIsProgressDialogOpen: (state) => state.isOpen,
  },
});

export const {
  progressOpened,
  progressRun,
  progressIncreased,
  progressFailed,
  progressClosed,
  eofCounterIncreased,
  eofCounterReset,
  downloadingChanged,
  serverCheckStarted,
  serverUnavailable,
  serverStatusReset,
} = progressSlice.actions;
export const { selectProgress, selectIsProgressDialogOpen } = progressSlice.selectors;
