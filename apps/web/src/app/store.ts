import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/auth-slice';
import { profileSlice } from '@/features/auth/profile-slice';
import { backupSlice } from '@/features/backup/backup-slice';
import { consentSlice } from '@/features/cookies/consent-slice';
import { devicesSlice } from '@/features/devices/devices-slice';
import { verificationSlice } from '@/features/verification/verification-slice';
import { cloudApi } from '@/lib/api/cloud-api';
import { keptQueriesRestored, type KeptQueries } from '@/lib/api/kept-queries';
import { deviceImagesSlice } from '@/stores/device-images-slice';
import { layoutSlice } from '@/stores/layout-slice';
import type { PersistedParts } from '@/stores/persisted-store';
import { preferencesSlice } from '@/stores/preferences-slice';
import { progressSlice } from '@/stores/progress-slice';
import { selectionSlice } from '@/stores/selection-slice';
import { toastSlice } from '@/stores/toast-slice';

// Features add their slices here (one entry each); server data lives in cloudApi.
const rootReducer = combineSlices(authSlice, profileSlice, preferencesSlice, cloudApi, layoutSlice, consentSlice, backupSlice, selectionSlice, progressSlice, toastSlice, deviceImagesSlice, devicesSlice, verificationSlice);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What is kept across reloads, sealed at rest (spec §3 persisted client store; stores/persisted-store.ts):
 * device images, the device tab, the selected device, the backup tab, the expiring-soon count and the
 * profile; and, as RTK Query's own cached answers (lib/api/kept-queries.ts), the user's backup list, the
 * temporary backups and the device lists.
 */
export const persistedParts: PersistedParts = {
  slices: [
    { slice: deviceImagesSlice, fields: ['images'] },
    { slice: devicesSlice },
    { slice: backupSlice, fields: ['selectedDeviceId', 'backupActiveTab', 'expiryCounter'] },
    { slice: profileSlice },
  ],
  queries: {
    reducerPath: cloudApi.reducerPath,
    endpointNames: ['getBackupDevices', 'getTemporaryBackups', 'getDeviceSummaries'],
  },
};

/** A new store; tests pass the state they start from, and the cached answers a reload kept. */
export function makeStore(preloadedState?: Partial<RootState>, keptQueries: KeptQueries = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(cloudApi.middleware),
  });
  if (Object.keys(keptQueries).length > 0) store.dispatch(keptQueriesRestored(keptQueries));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  RootState,
  unknown,
  UnknownAction
>;
