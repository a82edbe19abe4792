import type {
  E2eeGroup,
  getE2eeGroups as getE2eeGroupsEndpoint,
} from '@cloud-portal/contract/e2ee';
import { cloudApi } from '../cloud-api';

// Checked against the contract at compile time; type-only imports keep TypeBox out of the bundle.
const endpoint = {
  method: 'GET',
  path: '/api/kps/v2/manage/groups',
} as const satisfies Pick<typeof getE2eeGroupsEndpoint, 'method' | 'path'>;

/** End-to-end encryption groups and their state (spec §7): the home card and the encryption screens read them. */
export const e2eeGroupsApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getE2eeGroups: build.query<E2eeGroup[], void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: { e2eeGroups: E2eeGroup[] }) => response.e2eeGroups,
      providesTags: ['E2ee'],
    }),
  }),
});

export const { useGetE2eeGroupsQuery } = e2eeGroupsApi;
