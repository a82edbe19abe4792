import { useEffect } from 'react';
import { ACCOUNT_DATA_TAGS, cloudApi } from '@/lib/api/cloud-api';
import { watchAccountChanges } from '@/app/watch-account-changes';
import { useAppDispatch } from './hooks';

/** The page settles first (its own calls, its paint) before a wait is kept open beside it. */
const START_AFTER_MS = 5_000;

/**
 * While `active` (signed in, on a main screen), refetches what the screens show whenever the
 * account's data changes elsewhere — a device's upload, a deletion in another browser — so
 * the page follows without a reload (issue 16 part 5).
 */
export function useLiveAccountChanges(active: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    const stop = new AbortController();
    const start = setTimeout(() => {
      void watchAccountChanges(() => dispatch(cloudApi.util.invalidateTags([...ACCOUNT_DATA_TAGS])), {
        signal: stop.signal,
      });
    }, START_AFTER_MS);
    return () => {
      clearTimeout(start);
      stop.abort();
    };
  }, [active, dispatch]);
}
