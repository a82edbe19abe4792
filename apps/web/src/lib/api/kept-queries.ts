import { createAction } from '@reduxjs/toolkit';
import type { QueryLike } from './query-status';

/*
 * The cached answers the persisted client store keeps across reloads (spec §3: the backup
 * lists, the temporary backups, the device lists). They are RTK Query's own cache entries,
 * written sealed by stores/persisted-store.ts and put back at start-up through the API's
 * `extractRehydrationInfo` (lib/api/cloud-api.ts). A restored answer is marked as kept: it shows
 * at once, the first use asks for it again, and the fresh answer replaces it.
 */

/** One kept cache entry: the answer and what it provides (so a change elsewhere still refreshes it). */
export interface KeptQuery {
  endpointName: string;
  originalArgs: unknown;
  data: unknown;
  tags: readonly unknown[];
}

/** The kept entries by their cache key. */
export type KeptQueries = Readonly<Record<string, KeptQuery>>;

/**
 * The answer time of an entry restored from an earlier page load: none of this one, which is
 * how screens tell a kept answer from a fresh one.
 */
export const KEPT_ANSWER_TIME = 0;

/** RTK Query's default time an unused answer is kept; a kept list is asked again when older. */
const STALE_AFTER_MS = 60_000;

/** The bookkeeping of a cache entry that tells a kept or old answer from a fresh one. */
export interface AnswerTime {
  fulfilledTimeStamp?: number;
}

/** An answer restored from an earlier page load, not yet replaced by a fresh one. */
export function isKeptAnswer(entry: AnswerTime | undefined): boolean {
  return entry?.fulfilledTimeStamp === KEPT_ANSWER_TIME;
}

function isStale(entry: AnswerTime | undefined): boolean {
  const answeredAt = entry?.fulfilledTimeStamp;
  return answeredAt !== undefined && Date.now() - answeredAt >= STALE_AFTER_MS;
}

/**
 * The options of an endpoint whose answers are kept: its entry stays in the cache for the
 * session (as the persisted copy must), and, as when RTK Query drops an unused answer after
 * a minute, a screen that opens on a kept or older answer shows it and asks again.
 */
export const keptQueryOptions = {
  keepUnusedDataFor: Infinity,
  forceRefetch: ({ endpointState }: { endpointState?: AnswerTime }) =>
    isKeptAnswer(endpointState) || isStale(endpointState),
};

/** Where RTK Query files a tag that has no id. */
const TAG_WITHOUT_ID = '__internal_without_id';

/**
 * The part of the API's cache state the kept answers make (`extractRehydrationInfo`):
 * fulfilled entries marked as kept, and the tags they provide.
 */
export function rehydrationOf(kept: KeptQueries) {
  const queries: Record<string, unknown> = {};
  const keys: Record<string, readonly unknown[]> = {};
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [cacheKey, { endpointName, originalArgs, data, tags: provided }] of Object.entries(kept)) {
    queries[cacheKey] = {
      status: 'fulfilled',
      endpointName,
      originalArgs,
      data,
      requestId: 'kept',
      startedTimeStamp: KEPT_ANSWER_TIME,
      fulfilledTimeStamp: KEPT_ANSWER_TIME,
    };
    keys[cacheKey] = provided;
    for (const tag of provided) {
      const { type, id } = tag as { type: string; id?: string | number };
      const byId = (tags[type] ??= {});
      (byId[id === undefined ? TAG_WITHOUT_ID : String(id)] ??= []).push(cacheKey);
    }
  }
  return { queries, mutations: {}, provided: { tags, keys } };
}

/** Puts the kept entries into the cache (extractRehydrationInfo in lib/api/cloud-api.ts reads it). */
export const keptQueriesRestored = createAction<KeptQueries>('cloudApi/keptQueriesRestored');

/** A query result that may be showing an answer kept from the last visit. */
export type WithKeptData<Q> = Q & {
  /** True while the kept (or older) answer stands in for one still on its way. */
  isShowingKept: boolean;
};

/**
 * A screen's query as the lists kept by the persisted client store (spec §3) read it: a
 * reload shows the kept list at once, marked as standing in, and the fresh answer then
 * replaces it. A failed load shows its error, not the old copy.
 */
export function withKeptData<Q extends QueryLike & AnswerTime>(query: Q): WithKeptData<Q> {
  const kept = isKeptAnswer(query);
  if (query.isError && kept) return { ...query, data: undefined, isShowingKept: false };
  const standsIn = kept || (query.isFetching && isStale(query));
  return { ...query, isShowingKept: query.data !== undefined && !query.isError && standsIn };
}

/**
 * A screen's query that must act on the server's answer only, never on a kept copy (what to
 * delete is chosen from the fresh list): a kept answer counts as not loaded yet.
 */
export function withoutKeptData<Q extends { data?: unknown } & AnswerTime>(query: Q): Q {
  return isKeptAnswer(query) ? { ...query, data: undefined } : query;
}
