import { defineConfig } from '@playwright/test';

/**
 * Issue 20's scale-out suite: it starts its own rig (tests/scale/cluster.ts — redis-server, the local
 * upstream, two production instances of the last `next build`, nginx with deploy/nginx/h5.conf), so
 * it has no webServer and runs in one worker. `npm run test:e2e` runs it after the main suite.
 */
export default defineConfig({
  testDir: './tests/scale',
  testMatch: ['**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright-scale.json' }]] : 'list',
  outputDir: 'test-results/scale-output',
});
