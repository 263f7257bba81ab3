// What a visitor sees of the layout at 390 px (phone project) and 1280 px (desktop project) on the not-found pages and in
// the get-started window (layout.ts has the rules; routes.spec.ts applies them to every route, on the load it checks).
import { expect, sharedPageTest as test } from './fixtures.ts';
import { layoutProblems } from './layout.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

for (const path of ['/page-inconnue', '/en/no-such-page']) {
  test(`${path} (not found): buttons on one line, destinations lined up, nothing wider than the screen`, async ({
    page,
  }) => {
    await page.goto(path);
    expect(await layoutProblems(page)).toEqual([]);
  });
}

test('the get-started window’s buttons stay on one line', async ({ page, isMobile }) => {
  for (const locale of ['fr', 'en'] as const) {
    await page.goto(locale === 'fr' ? '/' : '/en');
    await page
      .locator(isMobile ? 'main .hero button[aria-haspopup="dialog"]' : 'header .topbar__cta')
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: site.settings.dialogs.getStarted.title[locale] });
    await expect(dialog).toBeVisible();
    // The page holds every dialog, closed: the open one is checked.
    expect(await layoutProblems(page, 'dialog[open]')).toEqual([]);
  }
});
