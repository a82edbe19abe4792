// Lint rules for every workspace: the recommended (syntax) set, the checks that catch real
// bugs, and three type-aware rules for the code of the TypeScript projects (a promise nobody
// waits for, a promise where a callback is expected, a switch that misses a case), which
// cost the lint about a third more time.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'data/**',
      'artifacts/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Code flows one way: ui/lib -> features -> app. A feature imports its own files
    // relatively and never another feature (the typed hooks and store types of app/ are the
    // one sanctioned way up, as in the Redux Toolkit examples).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*'],
              message: 'A feature must not import another feature; move shared code to src/ui, src/lib or src/stores.',
            },
          ],
        },
      ],
    },
  },
  {
    // The files of the workspaces' tsconfig.json projects; build scripts and configs are not in one.
    files: ['apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts', 'apps/*/bench/**/*.ts', 'packages/*/src/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['e2e/playwright.config.ts', 'e2e/bench/vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'apps/*/src/main.ts', 'apps/*/scripts/**', 'apps/*/bench/**', 'apps/web/build/**'],
    rules: { 'no-console': 'off' },
  },
);
