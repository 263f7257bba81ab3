// End-to-end tests: Debian's Chromium against the real prerendered dist/ served over HTTP.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/e2e/browser.ts';
import { offlineArgs } from './tests/e2e/network.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list reporter repeats every failure with its error after the summary: CI shows only the end of its output.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: testBrowserPath, args: [...chromiumArgs, ...offlineArgs] },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Checks of the built files and of the dev server do not depend on the screen: desktop runs them once.
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, testIgnore: /(seo|structured-data|feed|dev|budget|copy|links|typography|host|editor)\.spec\.ts$/ },
  ],
  webServer: {
    // The host's own runtime (Cloudflare Pages' workerd), as visitors get it; npm test has just built dist/.
    command: `npx tsx src/cli/start.ts`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // Room for a build when the sources are newer than dist/ (start.ts builds first), then a few seconds for workerd.
    timeout: 90_000,
    // SIGTERM lets start.ts stop workerd's process group; a bare SIGKILL would leave workerd running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
