/** A statement of this node's that may have changed data. */
export interface LocalWrite {
  readonly statement: string;
  /**
   * The account whose data the write changed: that of the request that made it, which
   * changes no other account's (db/acting-account.ts). Null for a write outside a request
   * (start-up, jobs, sign-in before the session): anything may have changed.
   */
  readonly account: string | null;
}

/**
 * Tells listeners that this node may have changed data: after every statement that is not a
 * plain SELECT ends (a COMMIT among them), so what a reader kept from before is not used
 * again. Any statement but a SELECT counts: a false alarm costs a query, a missed write a
 * stale answer.
 */
export class LocalWrites {
  private readonly listeners = new Set<(write: LocalWrite) => void>();

  /** `accountOfWrite` names the account a write is told for (see LocalWrite.account). */
  constructor(private readonly accountOfWrite: () => string | null = () => null) {}

  /** Calls `listener` after each write; answers a function that stops. */
  subscribe(listener: (write: LocalWrite) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A statement ended: listeners hear of it if it may have written. */
  ended(statement: string): void {
    if (isPlainSelect(statement)) return;
    const write: LocalWrite = { statement, account: this.accountOfWrite() };
    for (const listener of this.listeners) listener(write);
  }
}

/** A statement that reads only: Drizzle's selects and the portal's own start with `select`. */
export function isPlainSelect(statement: string): boolean {
  return /^\s*select\b/i.test(statement);
}
