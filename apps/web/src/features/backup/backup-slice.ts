import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cloudApi } from '@/lib/cloud-api';
import { loggedOut } from '@/stores/session-actions';
import { deleteBackupDeviceApi } from './api/delete-backup-device';
import type { BackupDevicesView } from './api/get-backup-devices';
import type { TemporaryBackupView } from './api/get-temporary-backups';

/** The two tabs of the backup screen (spec §3 Backup state: backupActiveTab, default 'backup'). */
export const BACKUP_TABS = ['backup', 'temporary'] as const;
export type BackupTab = (typeof BACKUP_TABS)[number];

/**
 * The client state of spec §3 Backup state: the device on show, the tab and the number of
 * temporary backups expiring soon. The server's lists are RTK Query's cache; this slice keeps
 * a copy of their last answers (`keep-backup-lists.ts`) for the persisted client store, so a
 * reload shows them at once while they load afresh. Device pictures live in the shared cache
 * of `stores/device-images-slice.ts`.
 */
export interface BackupState {
  selectedDeviceId: string | null;
  backupActiveTab: BackupTab;
  expiryCounter: number;
  /**
   * The user's backup list (spec §3 User state "backup list", the Backup state's `devices`):
   * the last answer of GET /backup/v4/devices; null before the first one.
   */
  backupList: BackupDevicesView | null;
  /** Spec §3 Backup state tempBackupData: the last temporary-backup list; null before the first. */
  tempBackupData: TemporaryBackupView[] | null;
}

export const initialBackupState: BackupState = {
  selectedDeviceId: null,
  backupActiveTab: 'backup',
  expiryCounter: 0,
  backupList: null,
  tempBackupData: null,
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
    backupListKept(state, action: PayloadAction<BackupDevicesView>) {
      state.backupList = action.payload;
    },
    temporaryBackupsKept(state, action: PayloadAction<TemporaryBackupView[]>) {
      state.tempBackupData = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialBackupState)
      // Purging the cached answers (login, sign-out, a lost session) forgets their copies too.
      .addCase(cloudApi.util.resetApiState, (state) => {
        state.backupList = null;
        state.tempBackupData = null;
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
    selectKeptBackupList: (state) => state.backupList,
    selectKeptTemporaryBackups: (state) => state.tempBackupData,
  },
});

export const {
  selectedDeviceChanged,
  backupTabChanged,
  expiryCounterUpdated,
  backupListKept,
  temporaryBackupsKept,
} = backupSlice.actions;
export const {
  selectSelectedDeviceId,
  selectBackupActiveTab,
  selectExpiryCounter,
  selectKeptBackupList,
  selectKeptTemporaryBackups,
} = backupSlice.selectors;
