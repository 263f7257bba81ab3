// Tests run offline: the stock-photo host answers with a local picture, every other outside request is refused.
import type { Page } from '@playwright/test';
import { realSite } from './site.ts';

const photoHosts = new Set(realSite().posts.map((post) => new URL(post.image.src).host));

export async function offline(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    const url = new URL(route.request().url());
    if (photoHosts.has(url.host)) return route.fulfill({ path: 'tests/fixtures/photo.svg', contentType: 'image/svg+xml' });
    return route.abort('blockedbyclient');
  });
}
