import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  E2eeGroup,
} from '@cloud-portal/contract/e2ee';
import { cloudApi } from '../api/cloud-api';

const endpoint = endpointRoutes.getE2eeGroups;

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
