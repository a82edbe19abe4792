import { defineProject } from 'vitest/config';
import { MOCKING_TEST_FILES, webTestProject } from './vitest.shared';

// The files share their process: jsdom, the set-up and the imports once per process, not
// once per file (about 2 s each). src/testing/setup.ts gives each file English and an empty
// document, storage and cookies.
export default defineProject({
  ...webTestProject,
  test: {
    ...webTestProject.test,
    name: 'web',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: MOCKING_TEST_FILES,
  },
});
