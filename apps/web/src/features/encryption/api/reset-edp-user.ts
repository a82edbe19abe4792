import type { EdpUserData, EdpUserRecord, resetEdpUser as resetEdpUserEndpoint } from '@cloud-portal/contract/edp';
import { cloudApi } from '@/lib/cloud-api';

const endpoint = {
  method: 'POST',
  path: '/api/sbp/edp/users/reset',
} as const satisfies Pick<typeof resetEdpUserEndpoint, 'method' | 'path'>;

/**
 * Resets the EDP status with the record's `edpUserData` (spec §7); the record is then
 * fetched again and reads COMPLETED (spec §4 EDP reset).
 */
export const resetEdpUserApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    resetEdpUser: build.mutation<EdpUserRecord, EdpUserData>({
      query: (edpUserData) => ({ method: endpoint.method, path: endpoint.path, body: { edpUserData } }),
      invalidatesTags: ['Edp'],
    }),
  }),
});

export const { useResetEdpUserMutation } = resetEdpUserApi;
