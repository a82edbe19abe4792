import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startTextsPlugin } from './build/start-texts-plugin';

/** The portal server (apps/server) answers the cloud API and the sign-in calls. */
const PORTAL_SERVER = 'http://localhost:8080';

/** A language's text areas read at start-up: every area file but the help pages', and the module gathering them. */
const START_TEXTS = /(?:[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](?!help\.json)[^\\/]+\.json|virtual:start-texts\/([^\\/]+))$/;

export default defineConfig({
  plugins: [react(), startTextsPlugin()],
  resolve: {
    // `@/…` is `src/…`: the app layer composes features through it (see src/app/router.tsx).
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: e2e/tests/i18n.spec.ts reads it to prove each language and font loads as a chunk of its own.
    manifest: true,
    rolldownOptions: {
      // The timing report depends on how busy the build machine is, not on the code.
      checks: { bundlerTimings: false },
      output: {
        // The libraries every screen runs on, each a chunk of its own: they change less often
        // than the app, so a browser keeps them across releases, and no chunk grows past what
        // the size test allows (e2e/tests/build-size.spec.ts).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'redux', test: /node_modules[\\/](@reduxjs|immer|reselect|redux|react-redux)[\\/]/ },
            { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
            // A language's texts in one chunk, one request at start-up rather than one per area;
            // the help pages' area stays apart, fetched when a help page opens (src/i18n/bundles.ts).
            {
              name: (id: string) => {
                const match = START_TEXTS.exec(id);
                const language = match?.[1] ?? match?.[2];
                return language === undefined ? null : `texts-${language}`;
              },
              test: START_TEXTS,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': PORTAL_SERVER,
      '/auth': PORTAL_SERVER,
    },
  },
});
