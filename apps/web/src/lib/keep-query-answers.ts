import type { TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

/**
 * Copies every new answer a cached query holds into a slice (`keep`), for state that must
 * outlive RTK Query's cache, e.g. the persisted client store (spec §3). It watches the cache
 * entry rather than the call, so changes made in place (`updateQueryData` after a deletion)
 * are copied too. An entry leaving the cache (unused for a while) leaves the copy alone.
 */
export function keepQueryAnswers<S, T>(
  startListening: TypedStartListening<S>,
  select: (state: S) => { data?: T },
  keep: (data: T) => UnknownAction,
): void {
  startListening({
    predicate: (_action, current, previous) => {
      const data = select(current).data;
      return data !== undefined && data !== select(previous).data;
    },
    effect: (_action, { dispatch, getState }) => {
      const data = select(getState()).data;
      if (data !== undefined) dispatch(keep(data));
    },
  });
}
