// The databases a benchmark runs on: a PGlite data folder, or a database of its own on one
// PostgreSQL server (a throw-away one unless TEST_DATABASE_URL names a running server).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase } from '../src/db/open-database';
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs';
import type { PortalTarget } from './server-under-test';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_NAMES: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** A database of its own for one part of the run, and the data folder (blobs, PGlite files) beside it. */
export interface BenchDatabase {
  portal: PortalTarget;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

let postgresAdminUrl: Promise<string> | null = null;
let stopThrowaway: (() => void) | null = null;

function postgresServer(): Promise<string> {
  postgresAdminUrl ??= process.env.TEST_DATABASE_URL
    ? Promise.resolve(process.env.TEST_DATABASE_URL)
    : startThrowawayPostgres().then(({ url, stop }) => {
        stopThrowaway = stop;
        return url;
      });
  return postgresAdminUrl;
}

/** A new database of `kind` for one part of a run (PostgreSQL: a database of its own on one throw-away server). */
export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    // Where the server opens PGlite under DATA_DIR (start-server.ts).
    const target = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') };
    return { portal: { dataDir, databaseUrl: null }, open: () => openDatabase(target), dispose: removeDataDir };
  }
  const adminUrl = await postgresServer();
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    portal: { dataDir, databaseUrl: url.href },
    open: () => openDatabase({ kind: 'postgres', url: url.href }),
    dispose: async () => {
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      await removeDataDir();
    },
  };
}

async function withAdmin(adminUrl: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Stops the throw-away PostgreSQL server, if the run started one. */
export function stopPostgresServer(): void {
  stopThrowaway?.();
  stopThrowaway = null;
}
