import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { E2eeDevice, } from '@cloud-portal/contract/e2ee';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getDataE2eeDevices;

/** Devices whose synced data is end-to-end encrypted (spec §7). */
export const dataE2eeDevicesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getDataE2eeDevices: build.query<{ devices: E2eeDevice[] }, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['E2ee'],
    }),
  }),
});

export const { useGetDataE2eeDevicesQuery } = dataE2eeDevicesApi;
export const { getDataE2eeDevices } = dataE2eeDevicesApi.endpoints;
