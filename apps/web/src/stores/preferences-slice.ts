import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { makePreferencesState } from './preferences-state';
import { loggedOut } from './session-actions';

/** The viewer's preferences (preferences-state.ts), global state outside the features. */

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: makePreferencesState(),
  reducers: {
    languageChanged(state, action: PayloadAction<string>) {
      state.language = action.payload;
      state.isRightToLeft = isRightToLeft(action.payload);
    },
    countryChanged(state, action: PayloadAction<string>) {
      state.countryCode = action.payload;
    },
    highContrastToggled(state) {
      state.isHighContrast = !state.isHighContrast;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.isHighContrast = false;
    });
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectCountryCode: (state) => state.countryCode,
    selectIsRightToLeft: (state) => state.isRightToLeft,
    selectIsHighContrast: (state) => state.isHighContrast,
  },
});

export const { languageChanged, countryChanged, highContrastToggled } = preferencesSlice.actions;
export const { selectLanguage, selectCountryCode, selectIsRightToLeft, selectIsHighContrast } =
  preferencesSlice.selectors;
