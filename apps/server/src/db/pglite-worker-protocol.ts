// The messages between the server's main thread and the thread that owns PGlite
// (pglite-worker.mjs). One request, one answer, matched by id.

/** What the worker needs to open the database. */
export interface PgliteWorkerData {
  /** The database folder; null keeps everything in memory (tests). */
  dataDir: string | null;
  /**
   * For an in-memory database: a file with a database to start from (PGlite's dumpDataDir
   * tar), instead of creating one with initdb. Null creates one.
   */
  template: string | null;
  /**
   * Type OIDs answered as the text PostgreSQL sends, for every query (no parsing into Date and
   * the like): set once for the database, since PGlite parses a query several times slower
   * when it is given parsers of its own.
   */
  textTypes: number[];
}

export type PgliteRequest =
  | {
      id: number;
      kind: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      /** The open transaction this query belongs to; absent outside a transaction. */
      transactionId?: number;
    }
  /** Opens a transaction; answered once BEGIN has run and the transaction holds the database. */
  | { id: number; kind: 'begin' }
  /** Ends a transaction: COMMIT, or ROLLBACK when `commit` is false. */
  | { id: number; kind: 'end'; transactionId: number; commit: boolean }
  | { id: number; kind: 'close' };

/** An error as it crosses the thread boundary: its message and PostgreSQL's fields (code, detail…). */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type PgliteAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** The worker's first message: the database is open, or why it could not be opened. */
export type PgliteStartMessage = { kind: 'ready' } | { kind: 'failed'; error: SerializedError };
