// Page layout on every route of the real site, at 390 × 844 and 1280 × 800, whatever the content: the section after the
// hero begins in the first screen, a page's sections share at most two content columns, and no card in a row of cards
// holds a large empty space (page-layout.ts measures). One load per route for all three.
import { expect, sharedPageTest as test } from './fixtures.ts';
import { afterHero, cardGaps, contentEdges } from './page-layout.ts';
import { realSite } from './site.ts';

const site = realSite();
/** Empty space a card may hold between two of its parts: about the gap between a price and its text, doubled. */
const largestCardGap = 64;

test('every route: the next section starts in the first screen, two content columns at most, no hole in a card', async ({
  page,
}) => {
  test.setTimeout(site.routes.length * 4_000);
  const screen = page.viewportSize()!;
  const late: string[] = [];
  const columns: string[] = [];
  const holes: string[] = [];
  let heroes = 0;
  for (const route of site.routes) {
    await page.goto(route.path);
    const next = await afterHero(page);
    if (next) {
      heroes++;
      if (next.contentTop >= screen.height)
        late.push(
          `${route.path}: ${next.section} begins at ${next.contentTop} px, below the ${screen.height} px screen`,
        );
    }
    // Columns line up on a laptop; on a phone every column is the screen's width less its margins.
    if (screen.width >= 1000) {
      const edges = await contentEdges(page);
      const distinct = [...new Set(edges.map((edge) => edge.left))].sort((a, b) => a - b);
      const merged = distinct.filter((left, index) => index === 0 || left - distinct[index - 1]! > 2);
      if (merged.length > 2) {
        // Each edge with the sections that start there, so the odd one out is named.
        const at = merged.map((left) => {
          const sections = new Set(edges.filter((edge) => Math.abs(edge.left - left) <= 2).map((edge) => edge.section));
          return `${left} px: ${[...sections].join(', ')}`;
        });
        columns.push(`${route.path}: ${merged.length} left edges, ${at.join(' | ')}`);
      }
    }
    for (const hole of await cardGaps(page, largestCardGap)) holes.push(`${route.path}: ${hole}`);
  }
  expect(heroes, 'routes opening with a hero').toBeGreaterThan(0);
  expect.soft(late).toEqual([]);
  expect.soft(columns).toEqual([]);
  expect.soft(holes).toEqual([]);
});
