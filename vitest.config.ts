import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and server tests (projects below).
// The server project runs against PGlite by default, against PostgreSQL when
// TEST_DATABASE_URL is set (scripts/run-tests.mjs runs it both ways).
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'packages/domain',
      'apps/idp',
      'apps/server',
      'apps/web',
    ],
  },
});
