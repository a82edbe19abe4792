import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DataChangeSignals } from './data-change-signals';
import type { StatementTimes } from './statement-times';
import type * as schema from './schema';

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How this node learns of changes to data (what it keeps in memory is dropped then). */
  changes: DataChangeSignals;
  /** Each statement's time as it ends (for /metrics). */
  statementTimes: Pick<StatementTimes, 'subscribe'>;
  /** The connection pool's connections (PostgreSQL); null where there is none (PGlite's one worker). */
  poolConnections(): PoolConnections | null;
  /** Resolves when the database answers a trivial query; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolConnections {
  /** Open connections, idle or in use. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small or the database too slow. */
  waiting: number;
}
