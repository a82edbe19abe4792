import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { cloudApi } from './cloud-api';
import { KEPT_ANSWER_TIME, keptQueriesRestored, withKeptData, withoutKeptData } from './kept-queries';

const FRESH = Date.now();

const query = (
  over: { data?: string[]; isError?: boolean; isFetching?: boolean; fulfilledTimeStamp?: number } = {},
) => ({
  isError: false,
  isFetching: true,
  refetch: vi.fn(),
  ...over,
});

/** An answer restored from the last visit, not yet replaced. */
const kept = (over: Parameters<typeof query>[0] = {}) =>
  query({ data: ['kept'], fulfilledTimeStamp: KEPT_ANSWER_TIME, ...over });

describe('withKeptData', () => {
  it('shows the kept copy while the first answer is on its way', () => {
    expect(withKeptData(kept())).toMatchObject({ data: ['kept'], isShowingKept: true });
  });

  it('shows the answer once there is one', () => {
    expect(withKeptData(query({ data: ['fresh'], isFetching: false, fulfilledTimeStamp: FRESH }))).toMatchObject({
      data: ['fresh'],
      isShowingKept: false,
    });
  });

  it('shows a failed load as failed, not the old copy', () => {
    const result = withKeptData(kept({ isError: true, isFetching: false }));
    expect(result.data).toBeUndefined();
    expect(result.isShowingKept).toBe(false);
  });

  it('is still loading when nothing was kept', () => {
    const result = withKeptData(query());
    expect(result.data).toBeUndefined();
    expect(result.isShowingKept).toBe(false);
  });
});

describe('withoutKeptData', () => {
  it('counts a kept answer as not loaded, and leaves a fresh one alone', () => {
    expect(withoutKeptData(kept()).data).toBeUndefined();
    expect(withoutKeptData(query({ data: ['fresh'], fulfilledTimeStamp: FRESH })).data).toEqual(['fresh']);
  });
});

describe('kept answers put back into the cache', () => {
  const probeApi = cloudApi.injectEndpoints({
    endpoints: (build) => ({
      keptProbe: build.query<string[], void>({
        query: () => ({ method: 'GET', path: '/kept-probe' }),
        providesTags: ['BackupDevices', { type: 'Photos', id: 3 }],
      }),
    }),
  });
  const CACHE_KEY = 'keptProbe(undefined)';

  function storeWithKeptProbe() {
    const store = configureStore({
      reducer: { [cloudApi.reducerPath]: cloudApi.reducer },
      middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(cloudApi.middleware),
    });
    store.dispatch(
      keptQueriesRestored({
        [CACHE_KEY]: {
          endpointName: 'keptProbe',
          originalArgs: undefined,
          data: ['kept'],
          tags: [{ type: 'BackupDevices' }, { type: 'Photos', id: 3 }],
        },
      }),
    );
    return store;
  }

  // rehydrationOf writes RTK Query's cache shape by hand: an RTK change there fails these.
  it('is an answer RTK Query reads, marked as kept', () => {
    const entry = probeApi.endpoints.keptProbe.select()(storeWithKeptProbe().getState());
    expect(entry).toMatchObject({ isSuccess: true, data: ['kept'], fulfilledTimeStamp: KEPT_ANSWER_TIME });
  });

  it('is made stale by the tags it provides, with or without an id', () => {
    const state = storeWithKeptProbe().getState();
    const staleBy = (tags: Parameters<typeof cloudApi.util.selectInvalidatedBy>[1]) =>
      cloudApi.util.selectInvalidatedBy(state, tags).map((entry) => entry.queryCacheKey);
    expect(staleBy(['BackupDevices'])).toEqual([CACHE_KEY]);
    expect(staleBy([{ type: 'Photos', id: 3 }])).toEqual([CACHE_KEY]);
    expect(staleBy([{ type: 'Photos', id: 4 }])).toEqual([]);
  });

  it('leaves no tag behind once RTK Query drops it', () => {
    const store = storeWithKeptProbe();
    store.dispatch(cloudApi.internalActions.removeQueryResult({ queryCacheKey: CACHE_KEY as never }));
    const { tags } = store.getState()[cloudApi.reducerPath].provided;
    expect(Object.values(tags).flatMap((byId) => Object.values(byId ?? {}).flat())).toEqual([]);
  });
});
