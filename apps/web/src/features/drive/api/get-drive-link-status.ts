import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  OneDriveLinkStatus,
} from '@cloud-portal/contract/onedrive';
import {
  oneDriveLinkFlags,
  type OneDriveLinkFlags,
} from '@cloud-portal/domain/onedrive-link-status';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getOneDriveLinkStatus;

/** The third-party cloud drive's link status, as the account flags of spec §4 (isMSLinked, isODNotSupported). */
export const driveLinkStatusApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getDriveLinkStatus: build.query<OneDriveLinkFlags, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: { oneDriveLinkStatus: OneDriveLinkStatus }) =>
        oneDriveLinkFlags(response.oneDriveLinkStatus),
      providesTags: ['DriveLink'],
    }),
  }),
});

export const { useGetDriveLinkStatusQuery } = driveLinkStatusApi;
