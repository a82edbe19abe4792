import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { aboutPageOpened } from '@/stores/about-actions';
import { loggedOut } from '@/stores/session-actions';

/** Which data my devices shows per device: what it syncs, or what it backs up. */
export const DEVICE_USAGE_TABS = ['sync', 'backup'] as const;
export type DeviceUsageTab = (typeof DEVICE_USAGE_TABS)[number];

/**
 * The device slice of spec §3: the device tab (spec §4 Toggles: defaults to sync). Kept across
 * reloads; the device lists themselves are RTK Query's cached device contexts, kept too
 * (app/store.ts persistedParts) and split for the screens by `my-device-lists.ts`.
 */
export interface DevicesState {
  usageTab: DeviceUsageTab;
}

export const initialDevicesState: DevicesState = { usageTab: 'sync' };

export const devicesSlice = createSlice({
  name: 'devices',
  initialState: initialDevicesState,
  reducers: {
    usageTabChanged(state, action: PayloadAction<DeviceUsageTab>) {
      state.usageTab = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialDevicesState);
    // Spec §2 Footer: the about link switches to the sync tab.
    builder.addCase(aboutPageOpened, (state) => {
      state.usageTab = 'sync';
    });
  },
  selectors: {
    selectUsageTab: (state) => state.usageTab,
  },
});

export const { usageTabChanged } = devicesSlice.actions;
export const { selectUsageTab } = devicesSlice.selectors;
