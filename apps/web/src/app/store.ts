import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/auth-slice';
import { profileSlice } from '@/features/auth/profile-slice';
import { backupSlice } from '@/features/backup/backup-slice';
import { keepBackupLists } from '@/features/backup/keep-backup-lists';
import { consentSlice } from '@/features/cookies/consent-slice';
import { devicesSlice } from '@/features/devices/devices-slice';
import { keepDeviceLists } from '@/features/devices/keep-device-lists';
import { gallerySlice } from '@/features/gallery/gallery-slice';
import { verificationSlice } from '@/features/verification/verification-slice';
import { cloudApi } from '@/lib/cloud-api';
import { deviceImagesSlice } from '@/stores/device-images-slice';
import { layoutSlice } from '@/stores/layout-slice';
import type { PersistedSlice } from '@/stores/persisted-store';
import { preferencesSlice } from '@/stores/preferences-slice';
import { progressSlice } from '@/stores/progress-slice';
import { selectionSlice } from '@/stores/selection-slice';
import { toastSlice } from '@/stores/toast-slice';

// Features add their slices here (one entry each); server data lives in cloudApi.
const rootReducer = combineSlices(authSlice, profileSlice, preferencesSlice, cloudApi, gallerySlice, layoutSlice, consentSlice, backupSlice, selectionSlice, progressSlice, toastSlice, deviceImagesSlice, devicesSlice, verificationSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The slices kept across reloads, sealed at rest (spec §3 persisted client store; stores/persisted-store.ts):
 * device images, the device slice (device tab and device lists), the selected device, the backup tab, the user's backup list
 * and the temporary backups (with their expiring-soon count), and the profile.
 */
export const persistedSlices: readonly PersistedSlice[] = [
  { slice: deviceImagesSlice, fields: ['images'] },
  { slice: devicesSlice },
  {
    slice: backupSlice,
    fields: ['selectedDeviceId', 'backupActiveTab', 'backupList', 'tempBackupData', 'expiryCounter'],
  },
  { slice: profileSlice },
];

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  // One per store, so a test's store never hears another's actions.
  const listeners = createListenerMiddleware<RootState>();
  keepBackupLists(listeners.startListening);
  keepDeviceLists(listeners.startListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listeners.middleware).concat(cloudApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  RootState,
  unknown,
  UnknownAction
>;
