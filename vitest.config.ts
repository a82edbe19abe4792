import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace's unit and server tests (projects below).
// The server project runs against PGlite by default, against PostgreSQL when
// TEST_DATABASE_URL is set (scripts/run-tests.mjs runs it both ways).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine,
    // which leaves a core idle while test files wait on imports and PGlite start-up.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/contract',
      'packages/domain',
      'apps/idp',
      'apps/device',
      'apps/server',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'e2e/bench',
    ],
  },
});
