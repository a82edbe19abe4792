import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut } from '@/stores/session-actions';
import { deleteBackupDeviceApi } from './api/delete-backup-device';

/** The two tabs of the backup screen (spec §3 Backup state: backupActiveTab, default 'backup'). */
export const BACKUP_TABS = ['backup', 'temporary'] as const;
export type BackupTab = (typeof BACKUP_TABS)[number];

/** A device picture cached per model (spec §3 Device image: model, image, hasImage, marketingName). */
export interface DeviceImage {
  /** The model code it was asked for. */
  model: string;
  /** An object URL of the downloaded picture; null when there is none. */
  image: string | null;
  hasImage: boolean;
  marketingName: string | null;
}

/**
 * The client state of spec §3 Backup state. The server's lists (devices, tempBackupData) are
 * RTK Query's cache; this slice holds what the client decides: the device on show, the tab,
 * the device-picture cache, and the number of temporary backups expiring soon.
 */
export interface BackupState {
  selectedDeviceId: string | null;
  backupActiveTab: BackupTab;
  deviceImageList: DeviceImage[];
  /** Models whose pictures are being fetched, so no second call asks for them. */
  pendingImageModels: string[];
  expiryCounter: number;
}

export const initialBackupState: BackupState = {
  selectedDeviceId: null,
  backupActiveTab: 'backup',
  deviceImageList: [],
  pendingImageModels: [],
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
    deviceImagesRequested(state, action: PayloadAction<readonly string[]>) {
      for (const model of action.payload) {
        if (!state.pendingImageModels.includes(model)) state.pendingImageModels.push(model);
      }
    },
    /** Pictures arrived (or the model has none): cached, no longer pending. */
    deviceImagesCached(state, action: PayloadAction<readonly DeviceImage[]>) {
      const arrived = new Set(action.payload.map((image) => image.model));
      state.deviceImageList = [
        ...state.deviceImageList.filter((image) => !arrived.has(image.model)),
        ...action.payload,
      ];
      state.pendingImageModels = state.pendingImageModels.filter((model) => !arrived.has(model));
    },
    /** The lookup failed: the models are neither cached nor pending, so a later visit asks again. */
    deviceImagesFailed(state, action: PayloadAction<readonly string[]>) {
      const failed = new Set(action.payload);
      state.pendingImageModels = state.pendingImageModels.filter((model) => !failed.has(model));
    },
    /** Pictures no longer used leave the cache (their object URLs are revoked by the caller). */
    deviceImagesRemoved(state, action: PayloadAction<readonly string[]>) {
      const removed = new Set(action.payload);
      state.deviceImageList = state.deviceImageList.filter((image) => !removed.has(image.model));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, () => initialBackupState)
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
    selectDeviceImageList: (state) => state.deviceImageList,
    selectPendingImageModels: (state) => state.pendingImageModels,
    selectExpiryCounter: (state) => state.expiryCounter,
  },
});

export const {
  selectedDeviceChanged,
  backupTabChanged,
  expiryCounterUpdated,
  deviceImagesRequested,
  deviceImagesCached,
  deviceImagesFailed,
  deviceImagesRemoved,
} = backupSlice.actions;
export const {
  selectSelectedDeviceId,
  selectBackupActiveTab,
  selectDeviceImageList,
  selectPendingImageModels,
  selectExpiryCounter,
} = backupSlice.selectors;
