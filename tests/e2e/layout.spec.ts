// Page layout on every route of the real site, at 390 × 844 and 1280 × 800, whatever the content: the section after the
// hero begins in the first screen, a page's sections share at most two content columns, and no card in a row of cards
// holds a large empty space, each card's parts stand apart, one hero scale and one card style, the menu marks the page and
// the phone menu holds still (page-layout.ts measures). One load per route and width for all of it: the content gate
// waits on these loads (three loads per route cost it about 35 s).

import { menuSection } from '../../src/site/menu-section.ts';
import { expect, sharedPageTest as test } from './fixtures.ts';
import { afterHero, cardGaps, contentEdges, crampedCardParts } from './page-layout.ts';
import { realSite } from './site.ts';

const site = realSite();
/** Empty space a card may hold between two of its parts: about the gap between a price and its text, doubled. */
const largestCardGap = 64;

/** Between two parts of a card (its title, price and its note, text, link): the site's smallest step of rhythm (0.75 rem). */
const leastPartGap = 12;
/** Between a hero's title and the text under it: the hero's own rhythm (0.75 rem), with room for a line's leading. */
const titleGap = 28;

test('every route: the next section in the first screen, two content columns at most, cards without holes and with parts apart, one hero scale, one card style, its menu item marked, the phone menu steady', async ({
  page,
}) => {
  test.setTimeout(site.routes.length * 6_000);
  const screen = page.viewportSize()!;
  const phone = screen.width < 600;
  const late: string[] = [];
  const columns: string[] = [];
  const holes: string[] = [];
  const cramped: string[] = [];
  let heroes = 0;
  const sizes: { path: string; home: boolean; size: number }[] = [];
  const gaps: string[] = [];
  const marks: string[] = [];
  const menus: string[] = [];
  /** Each look of a card (a plan singled out aside), with the first cards drawn that way. */
  const looks = new Map<string, string[]>();
  const general = site.settings.contact.phones.general!;
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
    for (const found of await crampedCardParts(page, leastPartGap)) cramped.push(`${route.path}: ${found}`);
    const hero = await page.evaluate(() => {
      const title = document.querySelector('main h1');
      if (!title) return null;
      const next = title.nextElementSibling;
      return {
        size: parseFloat(getComputedStyle(title).fontSize),
        gap: next ? Math.round(next.getBoundingClientRect().top - title.getBoundingClientRect().bottom) : 0,
      };
    });
    if (hero) {
      sizes.push({ path: route.path, home: route.path === '/' || route.path === '/en', size: hero.size });
      if (hero.gap > titleGap) gaps.push(`${route.path}: ${hero.gap} px between the title and the text under it`);
    }
    for (const card of await page.locator('main .card-grid > .card:not(.card--highlight)').evaluateAll((cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card);
        const title = card.querySelector('.card__title')?.textContent?.trim().slice(0, 40) ?? '';
        return {
          look: `background ${style.backgroundColor}, border ${style.borderTopWidth} ${style.borderTopColor}, shadow ${style.boxShadow}, radius ${style.borderRadius}`,
          title,
        };
      }),
    ))
      looks.set(card.look, [...(looks.get(card.look) ?? []), `${route.path} « ${card.title} »`]);
    // « You are here »: the item that holds the page, in the top bar on a laptop and in the menu on a phone.
    const item = menuSection(site, route);
    const expected = item
      ? site.settings.navigation.main.find((entry) => entry.page === item)!.label[route.locale]
      : undefined;
    const links = phone ? page.locator('#mobile-menu .mobile-menu__link') : page.locator('.topbar__link');
    if (phone) {
      const before = await page.locator('.topbar .logo').boundingBox();
      await page.locator('.menu-button').click();
      await page.locator('#mobile-menu').waitFor();
      const after = await page.locator('#mobile-menu .logo').boundingBox();
      if (JSON.stringify(before) !== JSON.stringify(after))
        menus.push(
          `${route.path}: the logo moves when the menu opens, ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
        );
      const call = page.locator(`#mobile-menu a[href="tel:${general.tel}"]`);
      if (!(await call.isVisible()) || !(await call.innerText()).includes(general.display))
        menus.push(`${route.path}: the menu ends without the firm's number to call (${general.display})`);
    }
    const marked = await links.evaluateAll((elements) => {
      const look = (element: Element) => {
        const style = getComputedStyle(element);
        return `${style.color} ${style.boxShadow} ${style.borderLeftColor}`;
      };
      const current = elements.filter((element) => element.hasAttribute('aria-current'));
      const plain = elements.find((element) => !element.hasAttribute('aria-current'));
      return current.map((element) => ({
        text: (element.textContent ?? '').trim(),
        seen: plain !== undefined && look(element) !== look(plain),
      }));
    });
    const names = marked.map((link) => link.text);
    if (JSON.stringify(names) !== JSON.stringify(expected ? [expected] : []))
      marks.push(`${route.path}: marked ${JSON.stringify(names)}, expected « ${expected ?? 'none'} »`);
    else if (marked.some((link) => !link.seen))
      marks.push(`${route.path}: « ${expected} » marked but drawn as the others`);
    if (phone) await page.keyboard.press('Escape');
  }
  expect(heroes, 'routes opening with a hero').toBeGreaterThan(0);
  expect.soft(late).toEqual([]);
  expect.soft(columns).toEqual([]);
  expect.soft(holes).toEqual([]);
  expect.soft(cramped).toEqual([]);
  const inner = sizes.filter((entry) => !entry.home);
  const scale = Math.max(...inner.map((entry) => entry.size));
  const odd = inner
    .filter((entry) => Math.abs(entry.size - scale) > 0.5)
    .map((entry) => `${entry.path}: ${entry.size} px`);
  const smallHome = sizes
    .filter((entry) => entry.home && entry.size < scale - 0.5)
    .map((entry) => `${entry.path}: ${entry.size} px, under the other pages' ${scale} px`);
  expect.soft([...odd, ...smallHome], `first titles not at the ${scale} px of the pages' scale`).toEqual([]);
  expect.soft(gaps).toEqual([]);
  expect.soft(marks).toEqual([]);
  expect.soft(menus).toEqual([]);
  const styles = [...looks].map(([look, cards]) => `${look}: ${cards.length} cards, ${cards.slice(0, 3).join(', ')}`);
  expect.soft(styles, 'one card style for every card grid').toHaveLength(1);
});
