import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { openDatabase, type DatabaseOptions, type DatabaseTarget } from '../src/db/open-database';

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
    const target: DatabaseTarget = options.pgliteDataDir
      ? { kind: 'pglite', dataDir: options.pgliteDataDir }
      : { kind: 'pglite', dataDir: null, ...(template && { template }) };
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
