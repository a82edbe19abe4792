import type { LocalWrite } from './local-writes';

/** What a node hears of changes to accounts, from the database (migration 0012's notices). */
export interface AccountChangeHandlers {
  /** A change to this account was committed, by this or any other node or process. */
  changed(accountId: string): void;
  /**
   * Whether changes are being told: false while notices may be missed (the listening
   * connection was lost), true again once listening resumed (what happened in between is not
   * known: everything may have changed).
   */
  listening(isListening: boolean): void;
}

/** How a node learns that data changed, so what it keeps in memory is dropped in time. */
export interface DataChangeSignals {
  /** Calls `listener` after each statement of this node's that may have written; answers a function that stops. */
  onLocalWrite(listener: (write: LocalWrite) => void): () => void;
  /**
   * Tells `handlers` of committed changes per account; resolves, once the first attempt to
   * listen ended (either way), to a function that stops.
   */
  onAccountChange(handlers: AccountChangeHandlers): Promise<() => Promise<void>>;
}

/** The channel migration 0012's triggers notify on, with the account's id. */
export const ACCOUNT_CHANGES_CHANNEL = 'portal_account_changes';
