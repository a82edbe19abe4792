import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { EdpUserData, EdpUserRecord, } from '@cloud-portal/contract/edp';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { request } from '@/lib/api/api-client';
import { isApiError } from '@/lib/api/api-error';
import { cloudApi } from '@/lib/api/cloud-api';
import { handleGlobalError } from '@/lib/api/global-error-handler';

const endpoint = endpointRoutes.resetEdpUser;

/**
 * The server's answer when the record was reset or cancelled since it was read (another tab,
 * another device): a 400 40000001 that the section shows as a failed reset.
 */
export function isOutdatedRecord(error: { status: number; rcode: number | null }): boolean {
  return error.status === Rcodes.INVALID_REQUEST.status && error.rcode === Rcodes.INVALID_REQUEST.rcode;
}

/**
 * Resets the EDP status with the record's `edpUserData` (spec §7); the record is then
 * fetched again and reads COMPLETED (spec §4 EDP reset). A reset from an outdated record is
 * the section's to show (the global handler would leave for #/error400), so that one answer
 * is kept from it and every other failure passed on; the record is fetched again either way.
 */
export const resetEdpUserApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    resetEdpUser: build.mutation<EdpUserRecord, EdpUserData>({
      async queryFn(edpUserData, { signal }) {
        try {
          const data = await request<EdpUserRecord>(endpoint.method, endpoint.path, {
            body: { edpUserData },
            signal,
            skipGlobalErrorHandler: true,
          });
          return { data };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (!isOutdatedRecord(error)) handleGlobalError(error, { isTicketCall: false });
          return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
        }
      },
      invalidatesTags: ['Edp'],
    }),
  }),
});

export const { useResetEdpUserMutation } = resetEdpUserApi;
