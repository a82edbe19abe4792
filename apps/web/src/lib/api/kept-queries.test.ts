import { describe, expect, it, vi } from 'vitest';
import { KEPT_ANSWER_TIME, withKeptData, withoutKeptData } from './kept-queries';

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
