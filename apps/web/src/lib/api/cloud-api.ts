import { createApi } from '@reduxjs/toolkit/query/react';
import { cloudBaseQuery } from './cloud-base-query';
import { keptQueriesRestored, rehydrationOf } from './kept-queries';

export type { CloudCall, CloudCallError } from './cloud-base-query';

/**
 * The tags of the account's cloud data: what a change made elsewhere (a device, another
 * browser, a job) may have made stale (app/use-live-account-changes.ts).
 */
export const ACCOUNT_DATA_TAGS = [
  'BackupDevices',
  'TemporaryBackups',
  'DeviceContexts',
  'AppUsage',
  'QuotaUsage',
  'E2ee',
  'Edp',
  'DriveLink',
  'GalleryQuota',
  'Photos',
  'ErasureTasks',
  'Notifications',
] as const;

/**
 * The server data of the cloud API (spec §7), cached by RTK Query: each feature adds its calls
 * with `cloudApi.injectEndpoints` in its own `api/` folder, and route loaders start them with
 * `store.dispatch(endpoint.initiate(...))` so a screen's data loads before it shows.
 * Every load goes pending → fulfilled | rejected (spec §4).
 */
export const cloudApi = createApi({
  reducerPath: 'cloudApi',
  baseQuery: cloudBaseQuery,
  // The account's cloud data, and what is not: the catalogue, the profile, the sign-in's.
  tagTypes: [...ACCOUNT_DATA_TAGS, 'Products', 'Profile', 'Verification', 'BrowserSessions', 'SecurityEvents', 'Announcements'],
  endpoints: () => ({}),
  // The answers the persisted client store kept (lib/api/kept-queries.ts) go back into the cache.
  extractRehydrationInfo(action) {
    if (!keptQueriesRestored.match(action)) return undefined;
    // The restored part of the API's state: only its queries and what they provide are read.
    return rehydrationOf(action.payload) as never;
  },
});

