import { buildPath } from '@cloud-portal/contract/endpoint';
import type { SignedOutDevice, signOutDevice as signOutDeviceEndpoint } from '@cloud-portal/contract/device-context';
import { Rcodes } from '@cloud-portal/contract/rcodes';
import { request } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { cloudApi } from '@/lib/cloud-api';
import { handleGlobalError } from '@/lib/global-error-handler';

const endpoint = {
  method: 'DELETE',
  path: '/api/device-context/v1/devices/:id/credentials',
} as const satisfies Pick<typeof signOutDeviceEndpoint, 'method' | 'path'>;

/**
 * Signs a device out of the cloud (its credential stops working; its data stays). A 404
 * means it was already signed out (from another tab, or it enrolled again elsewhere): the
 * page says so and lists again, rather than the global handler leaving for the not-found
 * page. Every other failure goes to the global handler too.
 */
export const signOutDeviceApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    signOutDevice: build.mutation<SignedOutDevice, string>({
      async queryFn(deviceId, { signal }) {
        try {
          const data = await request<SignedOutDevice>(endpoint.method, buildPath(endpoint.path, { id: deviceId }), {
            signal,
            skipGlobalErrorHandler: true,
          });
          return { data };
        } catch (error) {
          if (!isApiError(error)) throw error;
          if (error.rcode !== Rcodes.NOT_FOUND.rcode) handleGlobalError(error, { isTicketCall: false });
          return { error: { status: error.status, rcode: error.rcode, rmsg: error.rmsg } };
        }
      },
      invalidatesTags: ['DeviceContexts'],
    }),
  }),
});

export const { useSignOutDeviceMutation } = signOutDeviceApi;
