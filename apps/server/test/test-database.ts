import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, pgliteHandle, type DatabaseOptions, type DatabaseTarget } from '../src/db/open-database';
import { PgliteWorkerClient } from '../src/db/pglite-worker-client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite (started from the migrated
 * database test/pglite-template.ts made for the run), or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped again by `dispose`).
 */
export interface TestDatabase {
  target: DatabaseTarget;
  open(options?: DatabaseOptions): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export async function createTestDatabase(options: { pgliteDataDir?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    if (!options.pgliteDataDir && template) {
      const target: DatabaseTarget = { kind: 'pglite', dataDir: null, template };
      return { target, open: (options) => openEmptiedPglite(template, options), dispose: async () => undefined };
    }
    const dataDir = options.pgliteDataDir ?? null;
    // A folder of its own starts as a copy of the run's migrated one: initdb and the migrations
    // cost seconds of CPU per folder, and give the same files (test/pglite-template.ts).
    const templateDir = inject('pgliteTemplateDir');
    if (dataDir !== null && templateDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
      await cp(templateDir, dataDir, { recursive: true });
    }
    const target: DatabaseTarget = { kind: 'pglite', dataDir };
    return { target, open: (options) => openDatabase(target, options), dispose: async () => undefined };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.href };
  return {
    target,
    open: (options) => openDatabase(target, options),
    dispose: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function databaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * In-memory PGlite databases a closed test handle left behind, emptied, in this test process
 * (the server suites do not isolate their files: apps/server/vitest.config.ts). Starting one
 * from the template costs seconds of CPU; emptying one costs milliseconds.
 */
const emptiedDatabases: PgliteWorkerClient[] = [];

async function openEmptiedPglite(template: string, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const client = emptiedDatabases.pop() ?? (await PgliteWorkerClient.open(null, template));
  let closed = false;
  return pgliteHandle(client, options, async () => {
    // Closed twice, it must not be handed out twice.
    if (closed) return;
    closed = true;
    try {
      await emptyDatabase(client);
    } catch {
      // A database that cannot be emptied (a test left it in a state it cannot leave) is not reused.
      await client.close().catch(() => undefined);
      return;
    }
    emptiedDatabases.push(client);
  });
}

/** Every row of every table gone and every sequence back at its start: a fresh database's data. */
async function emptyDatabase(client: PgliteWorkerClient): Promise<void> {
  const { rows } = (await client.query(
    "select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'",
  )) as { rows: { name: string }[] };
  if (rows.length > 0) await client.query(`truncate ${rows.map((row) => row.name).join(', ')} restart identity cascade`);
}
