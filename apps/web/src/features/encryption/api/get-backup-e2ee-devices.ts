import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { E2eeDevice, } from '@cloud-portal/contract/e2ee';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getBackupE2eeDevices;

/** Devices whose backups are end-to-end encrypted (spec §7). */
export const backupE2eeDevicesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getBackupE2eeDevices: build.query<{ devices: E2eeDevice[] }, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['E2ee'],
    }),
  }),
});

export const { useGetBackupE2eeDevicesQuery } = backupE2eeDevicesApi;
export const { getBackupE2eeDevices } = backupE2eeDevicesApi.endpoints;
