import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError } from '../config/config-error';
import type { DatabaseHandle, Db } from './database';
import type { DataChangeSignals } from './data-change-signals';
import { actingAccount } from './acting-account';
import { LocalWrites } from './local-writes';
import { listenForAccountChanges, reportStatementEnds } from './postgres-account-changes';
import { StatementTimes } from './statement-times';
import { PgliteWorkerClient } from './pglite-worker-client';
import * as schema from './schema';

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, 'migrations');
/** Any fixed number: portal nodes starting together take turns applying migrations. */
const MIGRATION_LOCK_KEY = 727_001;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** null keeps everything in memory (tests). */
      dataDir: string | null;
      /** In memory: a migrated database's files to start from (tests; see test/pglite-template.ts). */
      template?: string;
    }
  | { kind: 'postgres'; url: string };

/** What a caller may add: a Drizzle logger sees every query (the query-count tests count with it). */
export interface DatabaseOptions {
  logger?: Logger;
}

/** Opens the database, applies the migrations and answers a handle. Same migrations on both drivers. */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target.dataDir, target.template ?? null, options) : openPostgres(target.url, options);
}

async function openPglite(dataDir: string | null, template: string | null, options: DatabaseOptions): Promise<DatabaseHandle> {
  if (dataDir !== null) {
    try {
      mkdirSync(dataDir, { recursive: true });
    } catch (error) {
      throw new ConfigError('DATA_DIR', `cannot create ${dataDir} (${(error as NodeJS.ErrnoException).code})`);
    }
  }
  // PGlite runs in a worker thread, off the request path (pglite-worker.mjs).
  const client = await PgliteWorkerClient.open(dataDir, dataDir === null ? template : null);
  return pgliteHandle(client, options, () => client.close());
}

/**
 * The handle over an open PGlite thread, its migrations applied. `close` is the caller's: the
 * tests hand an emptied database to the next test file instead of starting another.
 */
export async function pgliteHandle(
  client: PgliteWorkerClient,
  options: DatabaseOptions,
  close: () => Promise<void>,
): Promise<DatabaseHandle> {
  // Drizzle's PGlite driver calls only query() and transaction(), which the worker client has.
  const db = drizzlePglite(client as unknown as PGlite, { schema, ...options });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  // One process owns an embedded database: every change to it is one of this node's writes.
  const changes: DataChangeSignals = {
    onLocalWrite: (listener) => client.writes.subscribe(listener),
    onAccountChange: async (handlers) => {
      handlers.listening(true);
      return async () => undefined;
    },
  };
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    statementTimes: client.statementTimes,
    poolConnections: () => null,
    ping: async () => {
      await client.query('select 1');
    },
    close,
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: 10 });
  // A pool emits 'error' when an idle connection drops; without a listener Node would crash.
  pool.on('error', () => undefined);
  const writes = new LocalWrites(actingAccount);
  const statementTimes = new StatementTimes();
  // The server processes behind this pool's connections: their notices are this node's own writes.
  const ownBackends = new Set<number>();
  pool.on('connect', (client) => {
    reportStatementEnds(client, (statement, startedAt) => {
      writes.ended(statement);
      statementTimes.ended(statement, startedAt);
    });
    const { processID } = client as pg.ClientBase & { processID?: number | null };
    if (typeof processID === 'number') {
      ownBackends.add(processID);
      client.once('end', () => ownBackends.delete(processID));
    }
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new ConfigError('DATABASE_URL', `cannot connect to ${describeTarget(url)} (${describeError(error)})`);
  }
  const db = drizzlePg(pool, { schema, ...options });
  await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
  try {
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    statementTimes,
    poolConnections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    changes: {
      onLocalWrite: (listener) => writes.subscribe(listener),
      onAccountChange: (handlers) => listenForAccountChanges(url, handlers, ownBackends),
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** host:port/database of a connection string, without the password. */
function describeTarget(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
