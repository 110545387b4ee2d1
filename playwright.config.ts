import { defineConfig, devices } from '@playwright/test';
import DEBIAN_CHROMIUM from './e2e/support/chromium.json';
import { SITE_URL } from './e2e/support/ports';

/**
 * Debian's chromium with docs/architecture.md's flags (shared with the Lighthouse benchmark):
 * never a browser downloaded by Playwright.
 */
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM.path,
    args: DEBIAN_CHROMIUM.flags,
  },
};

const inCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: inCi,
  // Every spec must pass the first time: a retry would hide a flaky one.
  retries: 0,
  workers: 2,
  // Generous waits: a busy machine may take seconds to show a page, and waiting longer never
  // lets a wrong page pass. The suite judges what a visitor sees, never how fast.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: inCi ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], ...chromium, viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone-only/,
    },
    {
      name: 'phone',
      use: {
        ...chromium,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'npx tsx e2e/support/serve.ts',
    // Ready once it answers the home page, not only its health: a fresh process's first render
    // loads the renderer's code, over a second on a slow machine, which is then not counted in
    // the suite's first test (whose pages the load shedding once refused, decision 079).
    url: `${SITE_URL}/`,
    // A fresh database for every run, so never someone else's server on the port.
    reuseExistingServer: false,
    // A checkout without a website build builds it first.
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
