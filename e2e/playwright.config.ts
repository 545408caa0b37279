import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/fixtures';

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium) through Playwright against
 * the production build started as a real process (support/global-setup.ts).
 * `npx playwright install` cannot work here: nothing is downloaded.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../reports/e2e.json' }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // A failed test keeps its trace: each action's DOM snapshot, network and console. The
    // screencast (a JPEG of every frame of every page, encoded while the test runs) is left out:
    // on the 2-core CI machine it took CPU from the browsers and servers of every passing test,
    // and the failure's screenshot below still shows the last frame.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
