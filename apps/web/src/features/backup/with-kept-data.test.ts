import { describe, expect, it, vi } from 'vitest';
import { withKeptData } from './with-kept-data';

const query = (over: { data?: string[]; isError?: boolean; isFetching?: boolean } = {}) => ({
  isError: false,
  isFetching: true,
  refetch: vi.fn(),
  ...over,
});

describe('withKeptData', () => {
  it('shows the kept copy while the first answer is on its way', () => {
    expect(withKeptData(query(), ['kept'])).toMatchObject({ data: ['kept'], isShowingKept: true });
  });

  it('shows the answer once there is one', () => {
    expect(withKeptData(query({ data: ['fresh'], isFetching: false }), ['kept'])).toMatchObject({
      data: ['fresh'],
      isShowingKept: false,
    });
  });

  it('shows a failed load as failed, not the old copy', () => {
    const result = withKeptData(query({ isError: true, isFetching: false }), ['kept']);
    expect(result.data).toBeUndefined();
    expect(result.isShowingKept).toBe(false);
  });

  it('is still loading when nothing was kept', () => {
    const result = withKeptData(query(), null as string[] | null);
    expect(result.data).toBeUndefined();
    expect(result.isShowingKept).toBe(false);
  });
});
