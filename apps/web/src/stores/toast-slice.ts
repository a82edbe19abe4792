import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { progressFailed } from './progress-slice';
import { loggedOut } from './session-actions';

/** One short message (spec §9 Toast: 3000 ms). The id tells two equal messages apart. */
export interface ToastMessage {
  id: string;
  message: string;
}

export interface ToastState {
  current: ToastMessage | null;
}

export const initialToastState: ToastState = { current: null };

/**
 * The toast on show, global so it outlives the screen that raised it (a deletion ends on the
 * list it returns to). A newer toast replaces the one on show.
 */
export const toastSlice = createSlice({
  name: 'toast',
  initialState: initialToastState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.current = action.payload;
      },
      prepare: (message: string) => ({ payload: { id: nanoid(), message } }),
    },
    /** Hides the toast `id`; a newer toast stays. */
    toastDismissed(state, action: PayloadAction<string>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(progressFailed, (state, action) => {
        if (action.payload.toast) {
          state.current = { id: action.meta.toastId, message: action.payload.message };
        }
      })
      .addCase(loggedOut, () => initialToastState);
  },
  selectors: {
    selectToast: (state) => state.current,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const { selectToast } = toastSlice.selectors;
