import type {
  DeviceContext,
  SyncListItem,
  getDeviceContexts as getDeviceContextsEndpoint,
} from '@cloud-portal/contract/device-context';
import type { SyncContentState } from '@cloud-portal/domain/sync-content-state';
import { cloudApi } from '../cloud-api';

const endpoint = {
  method: 'GET',
  path: '/api/device-context/v1/devices',
} as const satisfies Pick<typeof getDeviceContextsEndpoint, 'method' | 'path'>;

/**
 * One sync_list item. The contract's `state` is typed `never` for now (its union is built
 * with .map); this names the values it stands for.
 */
export type SyncListEntry = Omit<SyncListItem, 'state'> & { state: SyncContentState };

/** A device as the device-context service knows it (spec §3 Device context). */
export type DeviceContextEntry = Omit<DeviceContext, 'sync_list'> & { sync_list: SyncListEntry[] };

/** Every device of the account (spec §7 GET /device-context/v1/devices): my devices and the synced apps read it. */
export const deviceContextsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getDeviceContexts: build.query<DeviceContextEntry[], void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: { devices: DeviceContextEntry[] }) => response.devices,
      providesTags: ['DeviceContexts'],
    }),
  }),
});

export const { useGetDeviceContextsQuery } = deviceContextsApi;
