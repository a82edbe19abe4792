import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  QuotaUsageResponse,
  UsageInfo,
} from '@cloud-portal/contract/quota';
import { cloudApi } from '../api/cloud-api';

const endpoint = endpointRoutes.getQuotaUsage;

/** Spec §3 Quota response cid_type values. */
export type CidType = 'SYNC' | 'DEFAULT' | 'BACKUP' | 'KNOX';

/**
 * One usage_info entry. The contract's `cid_type` is typed `never` for now (its union is
 * built with .map); this names the values it stands for.
 */
export type UsageEntry = Omit<UsageInfo, 'cid_type'> & { cid_type: CidType };

export type QuotaUsage = Omit<QuotaUsageResponse, 'usage_info'> & { usage_info: UsageEntry[] };

/** Storage usage per cid (spec §7 GET /quota/v3/usage): the storage card and the synced apps read it. */
export const quotaUsageApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getQuotaUsage: build.query<QuotaUsage, void>({
      query: () => ({ method: endpoint.method, path: endpoint.path }),
      providesTags: ['QuotaUsage'],
    }),
  }),
});

export const { useGetQuotaUsageQuery } = quotaUsageApi;
