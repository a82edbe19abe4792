import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { E2eePolicy, } from '@cloud-portal/contract/e2ee';
import { filterE2eePolicyContents } from '@cloud-portal/domain/e2ee-policy-contents';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getE2eePolicies;

/**
 * The content ids each E2EE group protects. Only the fixed 26 ids are kept (spec §5), in the
 * server's order, whatever else a policy names.
 */
export const e2eePoliciesApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getE2eePolicies: build.query<{ policies: E2eePolicy[] }, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      transformResponse: (response: { policies: E2eePolicy[] }) => ({
        policies: response.policies.map((policy) => ({
          ...policy,
          contents: filterE2eePolicyContents(policy.contents),
        })),
      }),
      providesTags: ['E2ee'],
    }),
  }),
});

export const { useGetE2eePoliciesQuery } = e2eePoliciesApi;
export const { getE2eePolicies } = e2eePoliciesApi.endpoints;
