import { defineProject } from 'vitest/config';
import { MOCKING_TEST_FILES, webTestProject } from './vitest.shared';

// The web test files that replace a module, each in a fresh process (vitest.shared.ts).
export default defineProject({
  ...webTestProject,
  test: {
    ...webTestProject.test,
    name: 'web-isolated',
    include: MOCKING_TEST_FILES,
  },
});
