/**
 * Tells listeners that this node may have changed data: after every statement that is not a
 * plain SELECT ends (a COMMIT among them), so what a reader kept from before is not used
 * again. Any statement but a SELECT counts: a false alarm costs a query, a missed write a
 * stale answer.
 */
export class LocalWrites {
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` after each write; answers a function that stops. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A statement ended: listeners hear of it if it may have written. */
  ended(statement: string): void {
    if (isPlainSelect(statement)) return;
    for (const listener of this.listeners) listener();
  }
}

/** A statement that reads only: Drizzle's selects and the portal's own start with `select`. */
export function isPlainSelect(statement: string): boolean {
  return /^\s*select\b/i.test(statement);
}
