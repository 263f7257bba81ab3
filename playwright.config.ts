// End-to-end tests: Debian's Chromium against prerendered sites served by the host's runtime (workerd). The content
// gate's specs check the real content in dist/; behaviour specs pin the frozen launch site of tests/fixtures/site.
// E2E_SITES=content (npm run check:content) runs the gate alone.
import { defineConfig, type PlaywrightTestProject } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './tests/e2e/browser.ts';
import { offlineArgs } from './tests/e2e/network.ts';
import { fixtureDist, realDist } from './tests/e2e/site.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
const fixturePort = port + 1;
const gateOnly = process.env.E2E_SITES === 'content';

/** Checks that hold for any valid content, their expectations taken from the content itself. */
const gateSpecs = /(routes|links|typography|budget|structured-data|seo|feed|host|copy)\.spec\.ts$/;
/** Checks of the built files and of the dev servers do not depend on the screen: desktop runs them once. */
const desktopOnly =
  /(seo|structured-data|feed|dev|budget|copy|links|typography|host|hosted|editor|editor-[a-z]+)\.spec\.ts$/;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

const gate: PlaywrightTestProject[] = [
  {
    name: 'content-desktop',
    testMatch: gateSpecs,
    metadata: { dist: realDist },
    use: { ...desktop, baseURL: `http://127.0.0.1:${port}` },
  },
  {
    name: 'content-phone',
    testMatch: gateSpecs,
    testIgnore: desktopOnly,
    metadata: { dist: realDist },
    use: { ...phone, baseURL: `http://127.0.0.1:${port}` },
  },
];
const behaviour: PlaywrightTestProject[] = [
  {
    name: 'desktop',
    testIgnore: gateSpecs,
    metadata: { dist: fixtureDist },
    use: { ...desktop, baseURL: `http://127.0.0.1:${fixturePort}` },
  },
  {
    name: 'phone',
    testIgnore: [gateSpecs, desktopOnly],
    metadata: { dist: fixtureDist },
    use: { ...phone, baseURL: `http://127.0.0.1:${fixturePort}` },
  },
];

/** The host's own runtime (Cloudflare Pages' workerd) serving a built folder, as visitors get it. */
const server = (dist: string, at: number) => ({
  command: `npx tsx src/cli/start.ts --dist ${dist}`,
  env: { PORT: String(at) },
  url: `http://127.0.0.1:${at}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  // SIGTERM lets start.ts stop workerd's process group; a bare SIGKILL would leave workerd running.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The list reporter repeats every failure with its error after the summary: CI shows only the end of its output.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  timeout: 30_000,
  globalSetup: './tests/e2e/global-setup.ts',
  use: { launchOptions: { executablePath: testBrowserPath, args: [...chromiumArgs, ...offlineArgs] } },
  projects: gateOnly ? gate : [...gate, ...behaviour],
  webServer: gateOnly ? [server(realDist, port)] : [server(realDist, port), server(fixtureDist, fixturePort)],
});
