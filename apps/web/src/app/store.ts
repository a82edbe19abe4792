import {
  combineSlices,
  configureStore,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/auth-slice';
import { cloudApi } from '@/lib/cloud-api';
import { preferencesSlice } from '@/stores/preferences-slice';

// Features add their slices here (one entry each); server data lives in cloudApi.
const rootReducer = combineSlices(authSlice, preferencesSlice, cloudApi);

export type RootState = ReturnType<typeof rootReducer>;

/** A new store; tests pass the state they start from. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(cloudApi.middleware),
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
