import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserWorkspaceConfig } from 'vitest/config';
import { startTextsPlugin } from './build/start-texts-plugin';

/**
 * Test files that replace a module (`vi.mock`). A replacement reaches only the modules loaded
 * after it, so they run isolated (vitest.isolated.config.ts); every other file shares its
 * process, its document and its modules with the files before it (vitest.config.ts).
 */
export const MOCKING_TEST_FILES = [
  'src/features/auth/components/signed-out-page.test.tsx',
  'src/features/verification/check-verified.test.ts',
  'src/features/verification/confirm-email-verification.test.ts',
  'src/features/verification/poll-verification.test.ts',
  'src/features/verification/start-verification.test.ts',
  'src/features/verification/components/verification-page.test.tsx',
  'src/features/verification/components/verification-processing-page.test.tsx',
  'src/lib/local-database.test.ts',
];

/** What both web projects share. */
export const webTestProject = {
  plugins: [react(), startTextsPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/testing/setup.ts'],
    // Screens are fetched when first opened (route `lazy`): the first one a test file opens
    // waits for its modules to be transformed, which takes seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
} satisfies UserWorkspaceConfig;
