import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeviceLists } from '@cloud-portal/domain/device-lists';
import { cloudApi } from '@/lib/cloud-api';
import type { DeviceSummaryEntry } from '@/lib/shared-api/get-device-contexts';
import { aboutPageOpened } from '@/stores/about-actions';
import { loggedOut } from '@/stores/session-actions';
import { myDeviceLists, type MyDevice } from './my-device-lists';

/** Which data my devices shows per device: what it syncs, or what it backs up. */
export const DEVICE_USAGE_TABS = ['sync', 'backup'] as const;
export type DeviceUsageTab = (typeof DEVICE_USAGE_TABS)[number];

/**
 * The device slice of spec §3: the device tab (spec §4 Toggles: defaults to sync) and a copy
 * of the device lists (normal, knox, Secure Folder, sorted) taken from every answer of the
 * device contexts, so a reload shows them at once. Kept across reloads.
 */
export interface DevicesState {
  usageTab: DeviceUsageTab;
  lists: DeviceLists<MyDevice> | null;
}

export const initialDevicesState: DevicesState = { usageTab: 'sync', lists: null };

export const devicesSlice = createSlice({
  name: 'devices',
  initialState: initialDevicesState,
  reducers: {
    usageTabChanged(state, action: PayloadAction<DeviceUsageTab>) {
      state.usageTab = action.payload;
    },
    deviceListsKept(state, action: PayloadAction<readonly DeviceSummaryEntry[]>) {
      state.lists = myDeviceLists(action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialDevicesState);
    // Purging the cached answers (login, sign-out, a lost session) forgets their copy too.
    builder.addCase(cloudApi.util.resetApiState, (state) => {
      state.lists = null;
    });
    // Spec §2 Footer: the about link switches to the sync tab.
    builder.addCase(aboutPageOpened, (state) => {
      state.usageTab = 'sync';
    });
  },
  selectors: {
    selectUsageTab: (state) => state.usageTab,
    selectKeptDeviceLists: (state) => state.lists,
  },
});

export const { usageTabChanged, deviceListsKept } = devicesSlice.actions;
export const { selectUsageTab, selectKeptDeviceLists } = devicesSlice.selectors;
