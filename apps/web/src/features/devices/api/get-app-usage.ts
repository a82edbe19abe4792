import { endpointRoutes } from '@cloud-portal/contract/endpoint-routes';
import type {
  AppUsageEntry,
  AppUsageResponse,
} from '@cloud-portal/contract/device-context';
import { splitIntoBatches } from '@cloud-portal/domain/split-into-batches';
import { cloudApi, type CloudCallError } from '@/lib/api/cloud-api';

const endpoint = endpointRoutes.getAppUsage;

/** App usage per device id. */
export type AppUsageByDevice = Record<string, AppUsageEntry[]>;

/**
 * App usage of the given devices (spec §7): the call takes at most 10 devices, so the ids
 * go in batches of 10 (spec §9), sent together; one failed batch fails the whole load.
 */
export const appUsageApi = cloudApi.injectEndpoints({
  endpoints: (build) => ({
    getAppUsage: build.query<AppUsageByDevice, readonly string[]>({
      async queryFn(deviceIds, _api, _extraOptions, baseQuery) {
        const results = await Promise.all(
          splitIntoBatches(deviceIds).map((batch) =>
            baseQuery({ method: endpoint.method, path: endpoint.path, body: { deviceIds: batch } }),
          ),
        );
        const failed = results.find((result) => result.error !== undefined);
        if (failed?.error) return { error: failed.error as CloudCallError };
        const usage: AppUsageByDevice = {};
        for (const result of results) {
          for (const device of (result.data as AppUsageResponse).devices)
            usage[device.deviceId] = device.appUsage;
        }
        return { data: usage };
      },
      providesTags: ['AppUsage'],
    }),
  }),
});

export const { useGetAppUsageQuery } = appUsageApi;
