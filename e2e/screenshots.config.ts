import { defineConfig } from '@playwright/test';
import journeys from './playwright.config';

// `npm run screenshots`: the same stack and browser as the journeys, but the specs under
// ./screenshots only photograph screens (PNGs in artifacts/screenshots/, not committed).
export default defineConfig({
  ...journeys,
  testDir: './screenshots',
  outputDir: '../artifacts/screenshots-output',
  reporter: [['list']],
  workers: 1,
});
