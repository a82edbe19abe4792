import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from '@cloud-portal/domain/constants';
import { isRightToLeft } from '@cloud-portal/domain/right-to-left';
import { loggedOut } from './session-actions';

/**
 * The viewer's preferences every feature reads (spec §3 Home/app state): language, country,
 * reading direction and high contrast. Global state, so it lives outside the features.
 */
export interface PreferencesState {
  /** A language tag with a translation bundle, e.g. `en` or `zh-TW`. */
  language: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  isRightToLeft: boolean;
  isHighContrast: boolean;
}

export function makePreferencesState(
  language: string = DEFAULT_LANGUAGE,
  countryCode: string = DEFAULT_COUNTRY,
): PreferencesState {
  return { language, countryCode, isRightToLeft: isRightToLeft(language), isHighContrast: false };
}

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
