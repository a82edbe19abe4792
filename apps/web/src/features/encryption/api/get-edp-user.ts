import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type { EdpUserRecord, } from '@cloud-portal/contract/edp';
import { cloudApi } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getEdpUser;

/** The account's EDP record with its reset status (spec §7 `GET /sbp/edp/users`). */
export const edpUserApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getEdpUser: build.query<EdpUserRecord, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['Edp'],
    }),
  }),
});

export const { useGetEdpUserQuery } = edpUserApi;
export const { getEdpUser } = edpUserApi.endpoints;
