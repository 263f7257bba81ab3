// Like things look alike on the launch site, at 390 px (phone project) and 1280 px (desktop project): a price's unit
// beside its amount on every card, in French as in English; the price tables of a page in the same columns; the rate
// box drawn and buttoned like the plan cards; a person's designation not in the links' colour; each banner drawing as declared.
import { expect, sharedPageTest as test } from './fixtures.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();
const pageIdsWith = (type: string) =>
  new Set(site.pages.filter((page) => page.sections.some((section) => section.type === type)).map((page) => page.id));
const routesOf = (ids: Set<string>) => site.routes.filter((route) => ids.has(route.page));

test('a card’s price keeps its unit on the amount’s line, on every route', async ({ page }) => {
  const problems: string[] = [];
  for (const route of routesOf(pageIdsWith('cardGrid'))) {
    await page.goto(route.path);
    problems.push(
      ...(await page.locator('.card__price .price').evaluateAll((prices) =>
        prices.flatMap((price) => {
          const amount = price.querySelector('.price__amount')?.getBoundingClientRect();
          const unit = price.querySelector('.price__unit')?.getBoundingClientRect();
          return amount && unit && unit.top >= amount.bottom - 2
            ? [`${location.pathname}: “${price.textContent}” puts its unit under the amount`]
            : [];
        }),
      )),
    );
  }
  expect(problems).toEqual([]);
});

test('the price tables of a page share their column widths', async ({ page, isMobile }) => {
  test.skip(isMobile, 'on a phone a table reads as a list: it has no columns');
  const problems: string[] = [];
  for (const route of site.routes.filter(
    (candidate) =>
      site.pages
        .find((page) => page.id === candidate.page)!
        .sections.filter((section) => section.type === 'pricingTable').length > 1,
  )) {
    await page.goto(route.path);
    const widths = await page
      .locator('.pricing-table')
      .evaluateAll((tables) =>
        tables.map((table) =>
          [...table.querySelectorAll('thead th')]
            .map((cell) => Math.round(cell.getBoundingClientRect().width))
            .join(' / '),
        ),
      );
    if (new Set(widths).size > 1) problems.push(`${route.path}: ${widths.join(' vs ')}`);
  }
  expect(problems).toEqual([]);
});

test('the rate box is a card like the plans, with a button as wide as its column and of the same size', async ({
  page,
}) => {
  for (const route of routesOf(pageIdsWith('rateBox'))) {
    await page.goto(route.path);
    const box = page.locator('.rate-box');
    const looks = await box.evaluate((element) => {
      const style = getComputedStyle(element);
      const button = element.querySelector('.button')!;
      // The column it sits in: the whole card on a phone, the price's column beside what it covers on a laptop.
      const column = element.querySelector('.rate-box__summary')!.getBoundingClientRect().width;
      return {
        border: style.borderTopWidth,
        shadow: style.boxShadow,
        buttonFills: Math.abs(button.getBoundingClientRect().width - column) < 2,
        buttonFont: getComputedStyle(button).fontSize,
      };
    });
    await page.goto(
      site.routes.find(
        (candidate) =>
          candidate.locale === route.locale &&
          pageIdsWith('cardGrid').has(candidate.page) &&
          site.pages
            .find((p) => p.id === candidate.page)!
            .sections.some((s) => s.type === 'cardGrid' && s.variant === 'plan'),
      )!.path,
    );
    const plan = await page
      .locator('.cards--plan .card')
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: style.borderTopWidth,
          shadow: style.boxShadow,
          buttonFont: getComputedStyle(element.querySelector('.button')!).fontSize,
        };
      });
    expect(looks, route.path).toEqual({
      border: plan.border,
      shadow: plan.shadow,
      buttonFills: true,
      buttonFont: plan.buttonFont,
    });
  }
});

test('a person’s designation (CPA) is not in the links’ colour: it is not a link', async ({ page }) => {
  for (const route of routesOf(pageIdsWith('people'))) {
    await page.goto(route.path);
    const colours = await page.locator('.person__designation').evaluateAll((items) => {
      const link = document.createElement('a');
      link.href = '#';
      document.body.append(link);
      const linkColour = getComputedStyle(link).color;
      link.remove();
      return items.map((item) => ({ text: item.textContent, isLink: getComputedStyle(item).color === linkColour }));
    });
    expect(colours.length, route.path).toBeGreaterThan(0);
    expect(
      colours.filter((item) => item.isLink),
      route.path,
    ).toEqual([]);
  }
});

test('each banner shows the drawing its page declares', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the drawing shows from 1000 px');
  const problems: string[] = [];
  const imageOf = new Map<string, string>();
  for (const route of site.routes.filter((candidate) => candidate.locale === 'fr')) {
    const hero = site.pages
      .find((candidate) => candidate.id === route.page)!
      .sections.find((section) => section.type === 'hero');
    if (hero?.type !== 'hero' || hero.visual === undefined || hero.visual === 'portal') continue;
    await page.goto(route.path);
    const drawing = hero.drawing ?? 'document';
    const art = page.locator('.hero__art');
    const image = await art.evaluate((element) => getComputedStyle(element).backgroundImage);
    if (!(await art.getAttribute('class'))!.split(' ').includes(`hero__art--${drawing}`))
      problems.push(`${route.path}: not drawn as ${drawing}`);
    if ((imageOf.get(drawing) ?? image) !== image)
      problems.push(`${route.path}: ${drawing} drawn differently from another page's ${drawing}`);
    imageOf.set(drawing, image);
  }
  // The launch site declares several drawings, and each looks different.
  expect(imageOf.size).toBeGreaterThan(2);
  expect(new Set(imageOf.values()).size).toBe(imageOf.size);
  expect(problems).toEqual([]);
});

test('steps declared as steps are numbered in order, as an ordered list, on every route that has them', async ({
  page,
}) => {
  const withSteps = site.pages.flatMap((one) =>
    one.sections.flatMap((section) =>
      section.type === 'text' && section.list === 'steps'
        ? [{ page: one.id, count: section.bullets?.length ?? 0 }]
        : [],
    ),
  );
  expect(withSteps.length, 'the fixture has a list of steps').toBeGreaterThan(0);
  const problems: string[] = [];
  for (const route of site.routes.filter((one) => withSteps.some((steps) => steps.page === one.page))) {
    await page.goto(route.path);
    const expected = withSteps.filter((steps) => steps.page === route.page).map((steps) => steps.count);
    const lists = await page.locator('main .checklist--steps').evaluateAll((all) =>
      all.map((list) => ({
        ordered: list.tagName === 'OL',
        items: list.children.length,
        // Each number drawn, a disc a reader sees (not the check mark's thin stroke).
        drawn: [...list.children].every((item) => {
          const mark = getComputedStyle(item, '::before');
          return mark.content.includes('counter') && Number.parseFloat(mark.width) >= 20;
        }),
      })),
    );
    if (lists.length !== expected.length)
      problems.push(`${route.path}: ${lists.length} lists of steps, not ${expected.length}`);
    for (const [index, list] of lists.entries()) {
      if (!list.ordered) problems.push(`${route.path}: steps ${index + 1} are not an ordered list`);
      if (list.items !== expected[index]) problems.push(`${route.path}: steps ${index + 1} have ${list.items} items`);
      if (!list.drawn) problems.push(`${route.path}: steps ${index + 1} are not numbered`);
    }
  }
  expect(problems).toEqual([]);
});
