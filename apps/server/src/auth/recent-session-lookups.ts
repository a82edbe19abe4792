import type { DataChangeSignals } from '../db/data-change-signals';
import { SessionLookupCache } from './session-lookup-cache';
import type { SessionLookupRow } from './session-repository';

/**
 * The server's kept session lookups, told of every change that may make one wrong: any write
 * of this node forgets them all, a change committed elsewhere forgets its account's, and
 * nothing is kept while the database's notices may be missed.
 */
export async function recentSessionLookups(changes: DataChangeSignals): Promise<{ cache: SessionLookupCache<SessionLookupRow>; stop(): Promise<void> }> {
  const cache = new SessionLookupCache<SessionLookupRow>();
  const stopLocal = changes.onLocalWrite(() => cache.forgetAll());
  const stopElsewhere = await changes.onAccountChange({
    changed: (accountId) => cache.forgetAccount(accountId),
    listening: (isListening) => cache.trust(isListening),
  });
  return {
    cache,
    stop: async () => {
      stopLocal();
      await stopElsewhere();
    },
  };
}
