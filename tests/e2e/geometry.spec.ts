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

// WCAG 2.2's target size (2.5.8): a link a thumb aims at is at least 24 × 24 CSS px. A footer's links were 20 px tall on
// phones, one above the other. Inline links in a sentence are exempt by the rule; the footer has none.
test('every footer link of every route is a target of at least 24 × 24 px', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the phone is where a thumb aims at them (390 px)');
  // One load per route: about half a second each, several on a busy machine.
  test.setTimeout(site.routes.length * 3_000);
  const small: string[] = [];
  let measured = 0;
  for (const route of site.routes) {
    await page.goto(route.path);
    const targets = await page.locator('footer a, footer button').evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {
            text: (element.textContent ?? '').trim(),
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
          };
        }),
    );
    measured += targets.length;
    for (const target of targets)
      if (target.width < 24 || target.height < 24)
        small.push(`${route.path}: « ${target.text} » ${target.width} × ${target.height} px`);
  }
  expect(small).toEqual([]);
  expect(measured).toBeGreaterThan(site.routes.length * 5);
});
