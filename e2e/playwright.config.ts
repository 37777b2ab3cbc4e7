import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';
import { E2E_WORKERS, SHELL_URL } from './support/stack';

export default defineConfig({
  testDir: './tests',
  // The suite stops servers and switches brands into maintenance: each worker has a whole stack
  // of its own (support/stack.ts), and a file's tests run in order in one worker.
  workers: E2E_WORKERS,
  fullyParallel: false,
  retries: 0,
  // A test.only left in by mistake would skip the rest of the suite in CI (and ESLint says so).
  forbidOnly: !!process.env.CI,
  // Room for a loaded machine: a passing test never waits for these, a failing one says so later.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // Last: how the run went and each failure's cause, where a log's tail still shows them.
    ['./support/failure-summary-reporter.ts'],
  ],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    // This worker's shell: each worker loads this file with its own TEST_PARALLEL_INDEX.
    baseURL: SHELL_URL,
    locale: 'en-GB',
    // The pages stand still unless a test is about motion (test.use to 'no-preference'): in
    // headless Chromium without a GPU, the notice bar, the logo row and the banners' autoplay
    // kept its software compositor drawing frames for the whole run, a core's worth of time.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
