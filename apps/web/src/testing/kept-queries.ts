import type { KeptQueries } from '@/lib/api/kept-queries';

/**
 * The answer of an argument-less query as the persisted client store keeps it (spec §3), for
 * a test that starts as a reload does: keyed and tagged as RTK Query caches it.
 */
export function keptAnswer(endpointName: string, data: unknown, tagTypes: readonly string[]): KeptQueries {
  return {
    [`${endpointName}(undefined)`]: {
      endpointName,
      originalArgs: undefined,
      data,
      tags: tagTypes.map((type) => ({ type })),
    },
  };
}
