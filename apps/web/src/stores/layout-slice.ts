import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from './session-actions';

/**
 * Which parts of the page frame are open (spec §3 Home/app state: knobOpenSidebar,
 * isProfileDrawerOpen, isCookieMgmtModalOpen). Global, because the footer opens what
 * another feature shows (cookie settings). The location and language page is an overlay of
 * the address instead (lib/navigation/location-overlay.ts), so the browser's Back closes it.
 */
export type HeaderDrawer = 'profile' | 'notification';

export interface LayoutState {
  /** The small-screen sidebar navigation. */
  isSidebarOpen: boolean;
  /** The header drawer on show: the profile and notification drawers exclude each other. */
  openDrawer: HeaderDrawer | null;
  isCookieSettingsOpen: boolean;
}

export const initialLayoutState: LayoutState = {
  isSidebarOpen: false,
  openDrawer: null,
  isCookieSettingsOpen: false,
};

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: initialLayoutState,
  reducers: {
    sidebarToggled(state) {
      state.isSidebarOpen = !state.isSidebarOpen;
    },
    sidebarClosed(state) {
      state.isSidebarOpen = false;
    },
    /** Opening one drawer closes the other. */
    drawerOpened(state, action: PayloadAction<HeaderDrawer>) {
      state.openDrawer = action.payload;
    },
    /** Closes the given drawer if it is the one open (a late close of the other is ignored). */
    drawerClosed(state, action: PayloadAction<HeaderDrawer>) {
      if (state.openDrawer === action.payload) state.openDrawer = null;
    },
    cookieSettingsOpened(state) {
      state.isCookieSettingsOpen = true;
      state.openDrawer = null;
    },
    cookieSettingsClosed(state) {
      state.isCookieSettingsOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.openDrawer = null;
      state.isSidebarOpen = false;
    });
  },
  selectors: {
    selectIsSidebarOpen: (state) => state.isSidebarOpen,
    selectOpenDrawer: (state) => state.openDrawer,
    selectIsCookieSettingsOpen: (state) => state.isCookieSettingsOpen,
  },
});

export const {
  sidebarToggled,
  sidebarClosed,
  drawerOpened,
  drawerClosed,
  cookieSettingsOpened,
  cookieSettingsClosed,
} = layoutSlice.actions;
export const {
  selectIsSidebarOpen,
  selectOpenDrawer,
  selectIsCookieSettingsOpen,
} = layoutSlice.selectors;
