// Lint rules for every workspace: the recommended (syntax) set, the checks that catch real
// bugs, and three type-aware rules for the code of the TypeScript projects (a promise nobody
// waits for, a promise where a callback is expected, a switch that misses a case), which
// cost the lint about a third more time.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's source and its features, each a folder of its own. */
const WEB_SRC = `${import.meta.dirname}/apps/web/src`;
const WEB_FEATURES = readdirSync(`${WEB_SRC}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // Code flows one way: the shared folders -> features -> app. A feature never imports
    // another feature, by alias or by relative path. No import cycles anywhere in the web app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: WEB_SRC,
          zones: WEB_FEATURES.map((feature) => ({
            target: `./features/${feature}`,
            from: './features',
            except: [`./${feature}`],
            message: 'A feature must not import another feature; move shared code to src/ui, src/lib or src/stores.',
          })),
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A shared folder never imports a feature or the app, but for the typed hooks and store
    // types of app/ (the one sanctioned way up, as in the Redux Toolkit examples). The app,
    // the prerenderer and the test helpers compose the rest; a test composes what it tests.
    files: ['apps/web/src/{lib,ui,stores,i18n,fonts,config}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: WEB_SRC,
          zones: ['lib', 'ui', 'stores', 'i18n', 'fonts', 'config'].flatMap((shared) => [
            { target: `./${shared}`, from: './features', message: 'Shared code must not import a feature.' },
            {
              target: `./${shared}`,
              from: './app',
              except: ['./hooks.ts', './store.ts'],
              message: 'Shared code must not import the app (but for app/hooks.ts and app/store.ts).',
            },
          ]),
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
