import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import { buildPath } from '@cloud-portal/contract/endpoint';
import type { SignedOutDevice, } from '@cloud-portal/contract/device-context';
import { cloudApi } from '@/lib/api/cloud-api';
import { requestAnsweringNotFound } from '@/lib/api/request-answering-not-found';

const endpoint = endpointRoutes.signOutDevice;

/**
 * Signs a device out of the cloud (its credential stops working; its data stays). A 404
 * means it was already signed out (from another tab, or it enrolled again elsewhere): the
 * page says so and lists again, rather than the global handler leaving for the not-found
 * page. Every other failure goes to the global handler too.
 */
export const signOutDeviceApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    signOutDevice: build.mutation<SignedOutDevice, string>({
      queryFn: (deviceId, { signal }) => requestAnsweringNotFound<SignedOutDevice>(endpoint.method, buildPath(endpoint.path, { id: deviceId }), signal),
      invalidatesTags: ['DeviceContexts'],
    }),
  }),
});

export const { useSignOutDeviceMutation } = signOutDeviceApi;
