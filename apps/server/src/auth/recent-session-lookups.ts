import type { DataChangeSignals } from '../db/data-change-signals';
import { SessionLookupCache } from './session-lookup-cache';
import type { SessionLookupRow } from './session-repository';

/**
 * The server's kept session lookups, told of every change that may make one wrong: a write of
 * this node forgets its account's at once (all of them when the write's account is not
 * known), a change the database tells of forgets its account's, and nothing is kept while
 * the database's notices may be missed. One user's deletion does not cost every other user
 * a query.
 */
export async function recentSessionLookups(changes: DataChangeSignals): Promise<{ cache: SessionLookupCache<SessionLookupRow>; stop(): Promise<void> }> {
  const cache = new SessionLookupCache<SessionLookupRow>();
  const stopLocal = changes.onLocalWrite(({ account }) => (account === null ? cache.forgetAll() : cache.forgetAccount(account)));
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
