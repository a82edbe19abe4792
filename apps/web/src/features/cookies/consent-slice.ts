import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readConsent, type ConsentState } from '@/lib/storage/cookie-consent';

/**
 * The cookie decision as the page shows it (spec §4 Cookie consent). Read from the consent
 * cookie and the flags when the store is made; `consentChanged` follows `saveConsent()` (the
 * banner hides, analytics starts or stops at once) and a full logout (the cookie is gone).
 */
export const consentSlice = createSlice({
  name: 'consent',
  initialState: (): ConsentState => readConsent(),
  reducers: {
    consentChanged(_state, action: PayloadAction<ConsentState>) {
      return action.payload;
    },
  },
  selectors: {
    selectConsent: (state) => state,
    selectHasDecided: (state) => state.decided,
  },
});

export const { consentChanged } = consentSlice.actions;
export const { selectConsent, selectHasDecided } = consentSlice.selectors;
