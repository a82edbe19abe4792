import { describe, expect, it } from 'vitest';
import type { AccountChangeHandlers, DataChangeSignals } from '../db/data-change-signals';
import type { LocalWrite } from '../db/local-writes';
import { recentSessionLookups } from './recent-session-lookups';
import type { SessionLookupRow } from './session-repository';

/** Signals a test drives: writes of this node, notices of the database. */
function drivenSignals() {
  const localListeners = new Set<(write: LocalWrite) => void>();
  let handlers: AccountChangeHandlers | null = null;
  const signals: DataChangeSignals = {
    onLocalWrite: (listener) => {
      localListeners.add(listener);
      return () => localListeners.delete(listener);
    },
    onAccountChange: async (given) => {
      handlers = given;
      given.listening(true);
      return async () => undefined;
    },
  };
  return {
    signals,
    write: (account: string | null) => {
      for (const listener of localListeners) listener({ statement: 'update x', account });
    },
    notice: (account: string) => handlers?.changed(account),
  };
}

const row = (accountId: string) => ({ session: { accountId } }) as unknown as SessionLookupRow;

describe('the kept session lookups of a node', () => {
  async function keptForTwoAccounts() {
    const driven = drivenSignals();
    const { cache } = await recentSessionLookups(driven.signals);
    cache.keep('session-a', 'a', row('a'), cache.start(), 0);
    cache.keep('session-b', 'b', row('b'), cache.start(), 0);
    return { ...driven, cache };
  }

  it('forgets, when a request writes, only the lookups of the account it acts for', async () => {
    const { cache, write } = await keptForTwoAccounts();
    write('a');
    expect(cache.find('session-a', 1)).toBeUndefined();
    expect(cache.find('session-b', 1)).toEqual(row('b'));
  });

  it('forgets every lookup for a write whose account is not known', async () => {
    const { cache, write } = await keptForTwoAccounts();
    write(null);
    expect(cache.find('session-a', 1)).toBeUndefined();
    expect(cache.find('session-b', 1)).toBeUndefined();
  });

  it('forgets the account a notice names', async () => {
    const { cache, notice } = await keptForTwoAccounts();
    notice('b');
    expect(cache.find('session-a', 1)).toEqual(row('a'));
    expect(cache.find('session-b', 1)).toBeUndefined();
  });
});
