// On a phone (390 × 844) every pricing page shows its first price in the first screen, under the top bar; the pricing
// overview shows every rate of the firm, the hourly advisory rate too, as the facts of site.yaml say it.

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
const screen = { width: 390, height: 844 };
const hourly = Object.entries(site.settings.facts.prices).filter(
  ([, fact]) => fact.unit === 'hour' && fact.amount !== undefined,
);

test.use({ viewport: screen });
test.skip(({ isMobile }) => !isMobile, 'a phone’s first screen');

test('at 390 × 844, every pricing page shows its first price within the first screen', async ({ page }) => {
  expect(pricingRoutes.length, 'the overview and its packages, in both languages').toBeGreaterThanOrEqual(8);
  const late: string[] = [];
  for (const route of pricingRoutes) {
    await page.goto(route.path);
    const bottom = await page
      .locator('main .price__amount')
      .first()
      .evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    if (bottom > screen.height) late.push(`${route.path}: the first price ends at ${Math.round(bottom)} px`);
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
