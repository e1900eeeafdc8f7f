import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts'

/** Run through `npm run test:e2e`, which serves the built site and sets these variables. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The Studio suite needs the Studio served too: it has its own config (tests/e2e/studio/).
  testIgnore: ['**/studio.spec.ts', '**/studio/**'],
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // On CI one retry, so a test that fails only once on a busy machine is reported as flaky (npm test
  // names it) rather than stopping a landing; a test that fails twice still fails.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // One output folder per build dir, so parallel runs never wipe each other's traces.
  outputDir: path.join('../../test-results', path.basename(process.env.BUILD_DIR || 'build')),
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:4973',
    // A trace is recorded on the retry only (CI): recording every test cost 13% of the browser suite's time and 25% of the Studio's (decision 038); `--trace on` records one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
})
