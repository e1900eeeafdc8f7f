import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../../scripts/lib/chromium.ts'

/**
 * The Studio suite (tests/e2e/studio.spec.ts and tests/e2e/studio/*.spec.ts), run by `node scripts/e2e-studio.ts`, which serves
 * the site, the Studio and the embedded lake and sets the E2E_* variables. One worker: the tests
 * publish into one shared dataset, and each Studio tab keeps several live connections busy.
 */
export default defineConfig({
  testDir: '..',
  testMatch: ['studio.spec.ts', 'studio/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  // The Studio is a large third-party app driven by its UI: one retry absorbs a rare lost click.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../../test-results/studio',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace is recorded on the retry only (CI): recording every test cost 13% of the browser suite's time and 25% of the Studio's (decision 038); `--trace on` records one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    // The lake's TLS listener has a self-signed certificate: accepted here, in the test browser only.
    ignoreHTTPSErrors: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
})
