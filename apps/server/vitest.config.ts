import { defineProject } from 'vitest/config';

// The same suites run on PGlite (default) and on PostgreSQL (TEST_DATABASE_URL set by
// scripts/run-tests.mjs or .ci/run); the project name says which.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: onPostgres ? 'server-postgres' : 'server-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // What only PostgreSQL has (notices between nodes) is tested on PostgreSQL alone.
    exclude: onPostgres ? [] : ['**/*.postgres.test.ts'],
    environment: 'node',
    // The files share their process and its modules: imports and PGlite start once per
    // process, not once per file (test-database.ts hands each file an emptied database).
    // Nothing in the server holds state in a module, and no file mocks one.
    isolate: false,
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
