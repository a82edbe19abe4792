import type { QueryLike } from '@/lib/query-status';

/** A query result that may be showing what was kept from the last visit. */
export type WithKeptData<Q extends QueryLike, T> = Omit<Q, 'data'> & {
  data?: T;
  /** True while the kept copy stands in for an answer still on its way. */
  isShowingKept: boolean;
};

/**
 * A screen's query with the copy kept by the persisted client store (spec §3) standing in
 * while the first answer of this page load is on its way, so a reload shows the list at once
 * and the fresh answer then replaces it. A failed load shows its error, not the old copy.
 */
export function withKeptData<Q extends QueryLike & { data?: T }, T>(
  query: Q,
  kept: T | null,
): WithKeptData<Q, T> {
  if (query.data !== undefined || query.isError || kept === null)
    return { ...query, isShowingKept: false };
  return { ...query, data: kept, isShowingKept: true };
}
