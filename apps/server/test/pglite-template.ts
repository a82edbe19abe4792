// Vitest global setup of the server suites (apps/server/vitest.config.ts). Creating a PGlite
// database (initdb) costs each test file seconds of CPU; on PGlite this creates one, migrated,
// once per run, and every test database starts in memory from its files (test-database.ts);
// a test that needs its database in a folder starts from a copy of the folder made here.
// The same database a fresh start would give, made once.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database test databases start from (a dumpDataDir tar); null on PostgreSQL. */
    pgliteTemplate: string | null;
    /** The same database as a folder, closed (a copy of it spares initdb and the migrations); null on PostgreSQL. */
    pgliteTemplateDir: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    project.provide('pgliteTemplateDir', null);
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-pglite-template-'));
  const dataDir = path.join(dir, 'pglite');
  await (await openDatabase({ kind: 'pglite', dataDir })).close();
  const template = path.join(dir, 'template.tar');
  await promisify(execFile)(process.execPath, [path.join(import.meta.dirname, 'pglite-dump.mjs'), dataDir, template]);
  project.provide('pgliteTemplate', template);
  project.provide('pgliteTemplateDir', dataDir);
  return () => rm(dir, { recursive: true, force: true });
}
