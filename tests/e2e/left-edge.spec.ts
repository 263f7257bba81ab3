// One left edge on a laptop: every section's content on every page of the launch site starts where the hero's text does
// (review 7 #8: the home's why-us list sat at 256 px, every other section at 64), and a list's labels read as labels.
import { expect, sharedPageTest as test } from './fixtures.ts';
import { contentEdges } from './page-layout.ts';
import { fixtureSite } from './site.ts';

const site = fixtureSite();

test('every page at 1280 px: each section’s content starts at one left edge', async ({ page }) => {
  test.skip(page.viewportSize()!.width < 1000, 'on a phone every column is the screen less its margins');
  test.setTimeout(site.routes.length * 4_000);
  const odd = new Set<string>();
  for (const route of site.routes) {
    await page.goto(route.path);
    const edges = await contentEdges(page);
    const first = edges[0];
    if (!first) continue;
    // Sections off the first section's edge by more than rounding, named with where they start.
    for (const edge of edges)
      if (Math.abs(edge.left - first.left) > 2)
        odd.add(`${route.path}: ${edge.section} at ${edge.left} px, not ${first.left} px as ${first.section}`);
  }
  expect([...odd]).toEqual([]);
});

test('a list of points opening with labels shows each label in bold, in both languages', async ({ page }) => {
  for (const path of ['/', '/en']) {
    await page.goto(path);
    const items = await page.locator('main .checklist li').evaluateAll((items) =>
      items
        .filter((item) => /^[^:.]{2,40}\s?:\s/u.test(item.textContent ?? ''))
        .map((item) => {
          const text = (item.textContent ?? '').trim();
          const label = item.querySelector('strong');
          return {
            text: text.slice(0, 40),
            bold:
              label !== null &&
              text.startsWith((label.textContent ?? '').trim()) &&
              /:$/.test((label.textContent ?? '').trim()),
            weight: label ? Number(getComputedStyle(label).fontWeight) : 400,
          };
        }),
    );
    expect(items.length, `${path}: labelled points`).toBeGreaterThan(0);
    const plain = items.filter((item) => !item.bold || item.weight < 600).map((item) => `${path}: « ${item.text} »`);
    expect(plain, 'labels not in bold').toEqual([]);
  }
});
