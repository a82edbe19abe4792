import { defineProject } from 'vitest/config';

// Only the benchmark's own unit tests: the Playwright journeys beside it run under Playwright.
export default defineProject({ test: { name: 'bench', include: ['**/*.test.ts'] } });
