/**
 * Where a screen's (or a card's) loads stand, from RTK Query results: every load goes
 * pending → success | error (spec §4). A part of the page shows its data once every load
 * it needs has data, an error (with a retry) when one of them failed, a skeleton otherwise.
 */
export interface QueryLike {
  data?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type LoadStatus = 'loading' | 'error' | 'ready';

export function loadStatusOf(...queries: readonly QueryLike[]): LoadStatus {
  if (queries.every((query) => query.data !== undefined)) return 'ready';
  if (queries.some((query) => query.data === undefined && query.isError && !query.isFetching))
    return 'error';
  return 'loading';
}

/** Retry: asks again for what failed, leaves what loaded alone. */
export function retryFailed(...queries: readonly QueryLike[]): void {
  for (const query of queries) if (query.isError && !query.isFetching) void query.refetch();
}

/** An RTK Query result as a component receives it from the layer that made the query. */
export interface QueryResult<T> extends QueryLike {
  data?: T;
}
