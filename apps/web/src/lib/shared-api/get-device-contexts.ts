import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  DeviceContext,
  DeviceContextsResponse,
  SyncListItem,
} from '@cloud-portal/contract/device-context';
import type { SyncContentState } from '@cloud-portal/domain/sync-content-state';
import { cloudApi } from '../api/cloud-api';
import { fetchAllPages, pageQuery } from '../api/fetch-all-pages';
import { keptQueryOptions } from '../api/kept-queries';

const endpoint = endpointRoutes.getDeviceContexts;

/**
 * One sync_list item. The contract's `state` is typed `never` for now (its union is built
 * with .map); this names the values it stands for.
 */
export type SyncListEntry = Omit<SyncListItem, 'state'> & { state: SyncContentState };

/** A device without its lists (spec §3 Device context, `view=summary`): my devices and the dashboard. */
export type DeviceSummaryEntry = Omit<DeviceContext, 'sync_list' | 'backup_list' | 'edp_sync_list' | 'edp_famhub_list'>;

/** A device with what it syncs and backs up (spec §3 Device context): the synced apps read it. */
export type DeviceContextEntry = DeviceSummaryEntry &
  Required<Pick<DeviceContext, 'backup_list' | 'edp_sync_list' | 'edp_famhub_list'>> & { sync_list: SyncListEntry[] };

function pagePath(view: 'full' | 'summary') {
  return (cursor: string | undefined) => `${endpoint.path}?${pageQuery(view === 'summary' ? { view } : {}, cursor)}`;
}

/** Every device of the account (spec §7 GET /device-context/v1/devices), page after page. */
export const deviceContextsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    /** With their sync and backup lists: the synced apps screens. */
    getDeviceContexts: build.query<DeviceContextEntry[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const pages = await fetchAllPages<DeviceContextsResponse>(baseQuery, pagePath('full'));
        if ('error' in pages) return { error: pages.error };
        return { data: pages.data.flatMap((page) => page.devices as DeviceContextEntry[]) };
      },
      providesTags: ['DeviceContexts'],
    }),
    /** Without their lists: the screens that show the devices only (my devices, the dashboard). */
    getDeviceSummaries: build.query<DeviceSummaryEntry[], void>({
      // Kept across reloads (spec §3 device lists).
      ...keptQueryOptions,
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const pages = await fetchAllPages<DeviceContextsResponse>(baseQuery, pagePath('summary'));
        if ('error' in pages) return { error: pages.error };
        return { data: pages.data.flatMap((page) => page.devices) };
      },
      providesTags: ['DeviceContexts'],
    }),
  }),
});

export const { useGetDeviceContextsQuery, useGetDeviceSummariesQuery } = deviceContextsApi;
