// The company-plan calculator opens on the fiscal year's first month (twelve payments, whatever the visitor's month); the
// visitor picks a start month; starting in the month the fiscal year ends, it says why the whole first year is one payment,
// and its chart keeps the following years' bars readable.

import { fillTemplate, formatMoney, monthName } from '../../src/content/format.ts';
import { isExactInstalment, monthlyInstalment } from '../../src/content/proration.ts';
import { routeTable } from '../../src/content/routes.ts';
import { priceAmount } from '../../src/site/facts.ts';
import { expect, test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const table = routeTable(site.routes);
const calculatorPages = site.pages.flatMap((page) =>
  page.sections.filter((section) => section.type === 'prorationCalculator').map((section) => ({ page, section })),
);
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

test('the fixture site has a calculator', () => expect(calculatorPages.length).toBeGreaterThan(0));

for (const { page: calculatorPage, section } of calculatorPages) {
  const annual = priceAmount(
    typeof section.annual === 'string' ? section.annual : section.annual.fact,
    site.settings.facts.prices,
  )!;
  for (const locale of ['fr', 'en'] as const) {
    const path = table.pathOf({ page: calculatorPage.id }, locale)!;
    const monthly = (months: number) => {
      const amount = formatMoney(monthlyInstalment(annual, months), locale);
      return isExactInstalment(annual, months)
        ? amount
        : fillTemplate(site.settings.pricing.approximately[locale], { amount }, locale);
    };

    test(`${locale}: on ${path} in December, with a December year-end, the calculator says why the first year is one payment and keeps the next year readable`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-12-10T12:00:00'));
      await page.goto(path);
      const calculator = page.locator('main .calculator');
      const [yearEnd, start] = [calculator.locator('select').nth(0), calculator.locator('select').nth(1)];
      await yearEnd.selectOption('12');
      await start.selectOption('12');
      const total = formatMoney(annual, locale);
      const note = fillTemplate(
        section.labels.lastMonth[locale],
        { months: 1, monthly: monthly(1), total, yearEnd: monthName(12, locale) },
        locale,
      );
      await expect(calculator.locator('output')).toContainText(plain(note));

      // The first year's bar is labelled with its amount; the next year's bars are at least a quarter of the chart's height.
      const values = calculator.locator('.chart__values');
      await expect(values).toContainText(plain(monthly(1)));
      await expect(values).toContainText(plain(monthly(12)));
      const heights = await calculator.locator('.chart__bars').evaluate((svg) => {
        const chart = svg.getBoundingClientRect().height;
        return [...svg.querySelectorAll('.chart__bar--next')].map((bar) => bar.getBoundingClientRect().height / chart);
      });
      expect(heights).toHaveLength(12);
      for (const height of heights) expect(height).toBeGreaterThanOrEqual(0.25);
    });

    test(`${locale}: on ${path} in November, the calculator opens on twelve payments, also after the year-end changes`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date('2026-11-20T12:00:00'));
      await page.goto(path);
      const calculator = page.locator('main .calculator');
      const [yearEnd, start] = [calculator.locator('select').nth(0), calculator.locator('select').nth(1)];
      for (const [end, first] of [
        [await yearEnd.inputValue(), undefined],
        ['6', '7'],
        ['12', '1'],
      ] as const) {
        if (first !== undefined) await yearEnd.selectOption(end);
        await expect(start, `year-end ${end}: starts on the fiscal year's first month`).toHaveValue(
          first ?? String((Number(end) % 12) + 1),
        );
        await expect(calculator.locator('output'), `year-end ${end}`).toContainText(plain(monthly(12)));
        await expect(calculator.locator('.calculator__last-month')).toHaveCount(0);
      }
    });

    test(`${locale}: on ${path}, a visitor starting in June says nothing of a single payment`, async ({ page }) => {
      await page.goto(path);
      const calculator = page.locator('main .calculator');
      await calculator.locator('select').nth(1).selectOption('6');
      await calculator.locator('select').nth(0).selectOption('12');
      await expect(calculator.locator('output')).toContainText(plain(monthly(7)));
      await expect(calculator.locator('.calculator__last-month')).toHaveCount(0);
    });
  }
}
