/** A statement that ended: its text (placeholders, never the values) and how long it took. */
export interface TimedStatement {
  statement: string;
  /** performance.now() when it was sent. */
  startedAt: number;
  seconds: number;
}

/** Tells listeners of each statement as it ends, with its time (for /metrics and traces). */
export class StatementTimes {
  private readonly listeners = new Set<(timed: TimedStatement) => void>();

  /** Calls `listener` with each statement that ends; answers a function that stops. */
  subscribe(listener: (timed: TimedStatement) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `statement`, sent at `startedAt` (performance.now()), ended now. */
  ended(statement: string, startedAt: number): void {
    if (this.listeners.size === 0) return;
    const timed = { statement, startedAt, seconds: (performance.now() - startedAt) / 1000 };
    for (const listener of this.listeners) listener(timed);
  }
}
