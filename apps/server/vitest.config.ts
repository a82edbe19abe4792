import { defineProject } from 'vitest/config';

// The same suites run on PGlite (default) and on PostgreSQL (TEST_DATABASE_URL set by
// scripts/run-tests.mjs or .ci/run); the project name says which.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: onPostgres ? 'server-postgres' : 'server-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/pglite-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
