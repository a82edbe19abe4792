/** Tells listeners how long each statement took, in seconds, as it ends (for /metrics). */
export class StatementTimes {
  private readonly listeners = new Set<(seconds: number) => void>();

  /** Calls `listener` with each statement's time; answers a function that stops. */
  subscribe(listener: (seconds: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A statement that started at `startedAt` (performance.now()) ended now. */
  ended(startedAt: number): void {
    if (this.listeners.size === 0) return;
    const seconds = (performance.now() - startedAt) / 1000;
    for (const listener of this.listeners) listener(seconds);
  }
}
