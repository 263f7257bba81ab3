// The page every end-to-end test gets: offline (see network.ts), and each navigation waits until React has hydrated,
// as a visitor's click would on a real phone once the page is interactive.
import { test as base, type Page } from '@playwright/test';
import { offline } from './network.ts';

export { expect } from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 15_000 });
}

/**
 * The page has hydrated and everything it announced has arrived: each script its boot tag names (what it needs, and
 * what its dialogs need, fetched once it is idle) and each image it loads at once. What networkidle waited for,
 * without its half second of silence on every page.
 */
export async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => {
    const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
    const announced = boot ? [boot.dataset.entry, ...`${boot.dataset.preload} ${boot.dataset.later}`.split(' ')].filter(Boolean) : [];
    const arrived = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    // Lazy images below the fold wait for a scroll: networkidle did not wait for them either.
    return announced.every((path) => arrived.has(path!)) && [...document.images].every((image) => image.complete || image.loading === 'lazy');
  }, undefined, { timeout: 15_000 });
}

/**
 * For specs whose every test starts with a navigation and then reads or taps the page: one browser context per worker,
 * which Playwright resets between tests (cookies, storage, cache, routes, init scripts, extra pages), rather than a new
 * context per test. A new context costs about a CPU-second, most of such a test on 2 cores. What the reset leaves
 * (history, granted permissions, window.name) none of these tests touch; the tests of history and of the browser's
 * settings (shell.spec, keyboard.spec, the editor's) keep a context of their own.
 */
export const sharedContext = { reuseContext: true } as const;

export const test = base.extend({
  page: async ({ page }, use) => {
    await offline(page);
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});
