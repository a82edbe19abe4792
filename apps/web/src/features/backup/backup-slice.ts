import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cloudApi } from '@/lib/api/cloud-api';
import { loggedOut } from '@/stores/session-actions';
import { deleteBackupDeviceApi } from './api/delete-backup-device';

/** The two tabs of the backup screen (spec §3 Backup state: backupActiveTab, default 'backup'). */
export const BACKUP_TABS = ['backup', 'temporary'] as const;
export type BackupTab = (typeof BACKUP_TABS)[number];

/**
 * The client state of spec §3 Backup state: the device on show, the tab and the number of
 * temporary backups expiring soon. The server's lists (spec §3 User state "backup list" and
 * Backup state tempBackupData) are RTK Query's cache, kept across reloads by the persisted
 * client store (app/store.ts persistedParts). Device pictures live in the shared cache of
 * `stores/device-images-slice.ts`.
 */
export interface BackupState {
  selectedDeviceId: string | null;
  backupActiveTab: BackupTab;
  expiryCounter: number;
}

export const initialBackupState: BackupState = {
  selectedDeviceId: null,
  backupActiveTab: 'backup',
  expiryCounter: 0,
};

export const backupSlice = createSlice({
  name: 'backup',
  initialState: initialBackupState,
  reducers: {
    selectedDeviceChanged(state, action: PayloadAction<string | null>) {
      state.selectedDeviceId = action.payload;
    },
    backupTabChanged(state, action: PayloadAction<BackupTab>) {
      state.backupActiveTab = action.payload;
    },
    expiryCounterUpdated(state, action: PayloadAction<number>) {
      state.expiryCounter = Math.max(0, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialBackupState)
      // Purging the cached answers (login, sign-out, a lost session) forgets what was counted from them.
      .addCase(cloudApi.util.resetApiState, (state) => {
        state.expiryCounter = 0;
      })
      // A deleted device can no longer be the one on show.
      .addMatcher(
        deleteBackupDeviceApi.endpoints.deleteBackupDevice.matchFulfilled,
        (state, action) => {
          if (state.selectedDeviceId === action.meta.arg.originalArgs.deviceId) {
            state.selectedDeviceId = null;
          }
        },
      );
  },
  selectors: {
    selectSelectedDeviceId: (state) => state.selectedDeviceId,
    selectBackupActiveTab: (state) => state.backupActiveTab,
    selectExpiryCounter: (state) => state.expiryCounter,
  },
});

export const {
  selectedDeviceChanged,
  backupTabChanged,
  expiryCounterUpdated,
} = backupSlice.actions;
export const {
  selectSelectedDeviceId,
  selectBackupActiveTab,
  selectExpiryCounter,
} = backupSlice.selectors;
