import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DataChangeSignals } from './data-change-signals';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How this node learns of changes to data (what it keeps in memory is dropped then). */
  changes: DataChangeSignals;
  /** Resolves when the database answers a trivial query; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
