// WCAG 2.2 AA: axe-core finds nothing on any route, in either language, at either size, nor with any dialog open.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { realSite } from './site.ts';

const site = realSite();
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];


async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const route of site.routes) {
  test(`${route.path} has no accessibility violation`, async ({ page }) => {
    await page.goto(route.path);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

for (const path of ['/', '/en', '/nope', '/en/blog/nope']) {
  test(`the not-found page ${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
  });
}

for (const locale of ['fr', 'en'] as const) {
  const home = locale === 'fr' ? '/' : '/en';
  test(`${locale}: dialogs have no accessibility violation while open`, async ({ page, isMobile }) => {
    await page.goto(home);
    await page.locator('main .hero button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page), 'get-started dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.getStarted.book[locale] }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
    expect(await violations(page), 'booking dialog').toEqual([]);
    await page.keyboard.press('Escape');

    if (isMobile) {
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'mobile menu').toEqual([]);
      await page.keyboard.press('Escape');
    }
    if (locale === 'fr') {
      await page.goto('/blog');
      await page.locator('main .post-card__link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await violations(page), 'article overlay').toEqual([]);
    }
  });
}
