import { describe, expect, it, vi } from 'vitest';
import { loadStatusOf, retryFailed, type QueryLike } from './query-status';

const query = (overrides: Partial<QueryLike> = {}): QueryLike => ({
  data: undefined,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
  ...overrides,
});

describe('load status', () => {
  it('is ready once every load has data, even while one refreshes', () => {
    expect(loadStatusOf(query({ data: 1 }), query({ data: [], isFetching: true }))).toBe('ready');
  });

  it('is an error when a load without data failed', () => {
    expect(loadStatusOf(query({ data: 1 }), query({ isError: true }))).toBe('error');
  });

  it('is loading while a load is pending, and while a failed one is retried', () => {
    expect(loadStatusOf(query({ data: 1 }), query({ isFetching: true }))).toBe('loading');
    expect(loadStatusOf(query({ isError: true, isFetching: true }))).toBe('loading');
  });

  it('retries only the loads that failed', () => {
    const failed = query({ isError: true });
    const loaded = query({ data: 1 });
    retryFailed(failed, loaded);
    expect(failed.refetch).toHaveBeenCalledOnce();
    expect(loaded.refetch).not.toHaveBeenCalled();
  });
});
