import type {
  OneDriveLinkStatus,
  getOneDriveLinkStatus as getOneDriveLinkStatusEndpoint,
} from '@cloud-portal/contract/onedrive';
import {
  oneDriveLinkFlags,
  type OneDriveLinkFlags,
} from '@cloud-portal/domain/onedrive-link-status';
import { cloudApi } from '@/lib/cloud-api';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/odi/v2/link/status',
} as const satisfies Pick<typeof getOneDriveLinkStatusEndpoint, 'method' | 'path'>;

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
