import type { Logger } from 'drizzle-orm';

/** Counts the statements Drizzle sends, whichever driver is underneath (for query-count tests). */
export class CountingLogger implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}
