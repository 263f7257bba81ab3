// On a phone (390 × 844) and on a laptop (1280 × 800) every pricing page shows its first price, « taxes en sus »
// included, in the first screen; the pricing overview shows every rate of the firm, the hourly advisory rate too, as
// the facts of site.yaml say it.

import { formatMoney } from '../../src/content/format.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const overview = site.pages.find((page) => page.id === 'pricing')!;
/** The overview and every page under its address, in both languages, from the route table. */
const pricingRoutes = site.routes.filter((route) => {
  const base = site.routes.find(
    (candidate) => candidate.page === overview.id && candidate.locale === route.locale,
  )!.path;
  return route.path === base || route.path.startsWith(`${base}/`);
});
const hourly = Object.entries(site.settings.facts.prices).filter(
  ([, fact]) => fact.unit === 'hour' && fact.amount !== undefined,
);
/** The first screens checked: the project's own (playwright.config.ts), which must be one of these. */
const firstScreens = ['390 × 844', '1280 × 800'];

test('every pricing page shows its whole first price within the first screen', async ({ page }) => {
  const screen = page.viewportSize()!;
  expect(firstScreens).toContain(`${screen.width} × ${screen.height}`);
  expect(pricingRoutes.length, 'the overview and its packages, in both languages').toBeGreaterThanOrEqual(8);
  const late: string[] = [];
  for (const route of pricingRoutes) {
    await page.goto(route.path);
    // The amount with its unit and « taxes en sus »: a price cut at the fold is not read as a price.
    const bottom = await page
      .locator('main .price')
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    if (bottom > screen.height)
      late.push(`${route.path}: the first price ends at ${Math.round(bottom)} px, below ${screen.height}`);
  }
  expect(late).toEqual([]);
});

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: the pricing overview shows the hourly advisory rate from the facts`, async ({ page }) => {
    expect(hourly.length).toBeGreaterThan(0);
    const path = site.routes.find((route) => route.page === overview.id && route.locale === locale)!.path;
    await page.goto(path);
    const shown = await page
      .locator('main .price')
      .evaluateAll((prices) => prices.map((price) => (price.textContent ?? '').replace(/\s+/g, ' ')));
    for (const [name, fact] of hourly) {
      const expected = `${formatMoney(fact.amount!, locale)} ${site.settings.pricing.units.hour[locale]}`.replace(
        /\s+/g,
        ' ',
      );
      expect(
        shown.some((text) => text.includes(expected)),
        `${name}: « ${expected} » on ${path}; shown: ${shown.join(' | ')}`,
      ).toBe(true);
    }
  });
}
