// The page every end-to-end test gets: offline (see network.ts), and each navigation waits until React has hydrated,
// as a visitor's click would on a real phone once the page is interactive.
import { test as base, type Page } from '@playwright/test';
import { offline } from './network.ts';

export { expect } from '@playwright/test';

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 15_000 });
}

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
