import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { EdpUserRecord } from '@cloud-portal/contract/edp';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.cancelEdpReset;

/**
 * Cancels the EDP reset with an empty JSON body (spec §7); the record is then fetched again
 * and reads CANCELLED (spec §4 EDP reset).
 */
export const cancelEdpResetApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    cancelEdpReset: build.mutation<EdpUserRecord, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path, body: {} }),
      invalidatesTags: ['Edp'],
    }),
  }),
});

export const { useCancelEdpResetMutation } = cancelEdpResetApi;
