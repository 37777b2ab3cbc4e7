import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  // The suite stops servers and switches brands into maintenance: one worker, in order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A test.only left in by mistake would skip the rest of the suite in CI (and ESLint says so).
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
