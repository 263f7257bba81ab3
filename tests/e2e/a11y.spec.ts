// WCAG 2.2 AA: two engines, axe-core and IBM's accessibility-checker-engine (accessibility.ts), find nothing on the
// not-found pages, in either language, at either size, nor with any dialog open. Every route is checked the same way on
// its own load, in routes.spec.ts.
import { accessibilityViolations } from './accessibility.ts';
import { expect, sharedPageTest as test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

for (const path of ['/nope', '/en/blog/nope']) {
  test(`the not-found page ${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

for (const locale of ['fr', 'en'] as const) {
  const home = locale === 'fr' ? '/' : '/en';
  test(`${locale}: dialogs have no accessibility violation while open`, async ({ page, isMobile }) => {
    await page.goto(home);
    await page.locator('main .hero button[aria-haspopup="dialog"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page), 'get-started dialog').toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: site.settings.dialogs.getStarted.book[locale] }).click();
    await expect(page.getByRole('dialog').locator('iframe')).toBeAttached();
    expect(await accessibilityViolations(page), 'booking dialog').toEqual([]);
    await page.keyboard.press('Escape');

    if (isMobile) {
      await page.locator('[data-menu-button]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await accessibilityViolations(page), 'mobile menu').toEqual([]);
      await page.keyboard.press('Escape');
    }
    if (locale === 'fr') {
      await page.goto('/blog');
      await page.locator('main .post-card__link').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await accessibilityViolations(page), 'article overlay').toEqual([]);
    }
  });
}
