// The layout a visitor judges at a glance on one route, measured on the load routes.spec already made: the section after
// the hero in the first screen, two content columns at most, cards without holes and with parts apart, the hero's title
// close to its text, one hero scale and one card style across the site (against a reference route measured once per
// worker); then the menu marking the page and the phone menu holding still.
import type { Page } from '@playwright/test';
import type { RouteEntry as Route } from '../../src/content/routes.ts';
import { menuSection } from '../../src/site/menu-section.ts';
import type { Site } from '../../src/site/site.ts';
import { afterHero, cardGaps, contentEdges, crampedCardParts } from './page-layout.ts';

/** Empty space a card may hold between two of its parts: about the gap between a price and its text, doubled. */
const largestCardGap = 64;
/** Between two parts of a card (its title, price and its note, text, link): the site's smallest step of rhythm (0.75 rem). */
const leastPartGap = 12;
/** Between a hero's title and the text under it: the hero's own rhythm (0.75 rem), with room for a line's leading. */
const titleGap = 28;

/** What must look the same on every route: the first title's size (the home page's may be larger) and a card's look. */
type Looks = {
  title: { size: number; gap: number } | null;
  cards: { look: string; title: string }[];
};

const looksOf = (page: Page): Promise<Looks> =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1');
    const next = heading?.nextElementSibling;
    return {
      title: heading
        ? {
            size: parseFloat(getComputedStyle(heading).fontSize),
            gap: next ? Math.round(next.getBoundingClientRect().top - heading.getBoundingClientRect().bottom) : 0,
          }
        : null,
      // A plan singled out (card--highlight) is drawn apart on purpose.
      cards: [...document.querySelectorAll('main .card-grid > .card:not(.card--highlight)')].map((card) => {
        const style = getComputedStyle(card);
        return {
          look: `background ${style.backgroundColor}, border ${style.borderTopWidth} ${style.borderTopColor}, shadow ${style.boxShadow}, radius ${style.borderRadius}`,
          title: card.querySelector('.card__title')?.textContent?.trim().slice(0, 40) ?? '',
        };
      }),
    };
  });

const isHome = (route: Route) => route.path === '/' || route.path === '/en';

/** The site's hero scale (an inner page's first title) and card style (the first card drawn), each with its route. */
export type LayoutReference = { scale?: { path: string; size: number }; card?: { path: string; look: string } };

/** Measured on the first routes that have them, in a page of their own (the route's page keeps its state). */
export async function layoutReference(page: Page, routes: readonly Route[]): Promise<LayoutReference> {
  const reference: LayoutReference = {};
  for (const route of routes) {
    if (reference.scale && reference.card) break;
    await page.goto(route.path);
    const looks = await looksOf(page);
    if (!reference.scale && looks.title && !isHome(route))
      reference.scale = { path: route.path, size: looks.title.size };
    if (!reference.card && looks.cards[0]) reference.card = { path: route.path, look: looks.cards[0].look };
  }
  return reference;
}

/** Every fault of the page's layout, measured without touching it (the byte budget is read before the first tap). */
export async function routeLayoutProblems(page: Page, route: Route, reference: LayoutReference): Promise<string[]> {
  const screen = page.viewportSize()!;
  const problems: string[] = [];
  const next = await afterHero(page);
  if (next && next.contentTop >= screen.height)
    problems.push(`${next.section} begins at ${next.contentTop} px, below the ${screen.height} px screen`);
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
      problems.push(`${merged.length} left edges, ${at.join(' | ')}`);
    }
    // A card alone in its row (a single plan, an hourly rate) fills it: review 8 read the empty third as unfinished.
    const alone = await page.evaluate(() =>
      [...document.querySelectorAll('main .card-grid > .card:only-child, main .rate-box')].flatMap((card) => {
        // The page's widest column (the hero's): a narrower container of its own would hide the empty third.
        const row = [...document.querySelectorAll('main .container')]
          .map((container) => container.getBoundingClientRect())
          .reduce((widest, box) => (box.width > widest.width ? box : widest));
        const box = card.getBoundingClientRect();
        const title = card.querySelector('h2, h3')?.textContent?.trim() ?? '';
        return row.right - box.right > row.width / 4 ? [{ title, empty: Math.round(row.right - box.right) }] : [];
      }),
    );
    for (const card of alone) problems.push(`« ${card.title} » alone in its row leaves ${card.empty} px of it empty`);
  }
  problems.push(...(await cardGaps(page, largestCardGap)), ...(await crampedCardParts(page, leastPartGap)));

  const looks = await looksOf(page);
  if (looks.title) {
    const { scale } = reference;
    if (scale && (isHome(route) ? looks.title.size < scale.size - 0.5 : Math.abs(looks.title.size - scale.size) > 0.5))
      problems.push(
        `first title at ${looks.title.size} px, not at the ${scale.size} px of the pages' scale (${scale.path})`,
      );
    if (looks.title.gap > titleGap) problems.push(`${looks.title.gap} px between the title and the text under it`);
  }
  const { card } = reference;
  for (const other of looks.cards.filter((found) => card && found.look !== card.look))
    problems.push(`card « ${other.title} » drawn ${other.look}, not as the cards of ${card!.path}: ${card!.look}`);

  return problems;
}

/**
 * « You are here » and the phone menu, with the top bar's window open (the menu on a phone): the item that holds the
 * page marked and drawn apart; on a phone, the logo where the top bar has it and the firm's number to call at the end.
 */
export async function menuProblems(page: Page, site: Site, route: Route): Promise<string[]> {
  const phone = page.viewportSize()!.width < 600;
  const problems: string[] = [];
  const item = menuSection(site, route);
  const expected = item
    ? site.settings.navigation.main.find((entry) => entry.page === item)!.label[route.locale]
    : undefined;
  if (phone) {
    const general = site.settings.contact.phones.general!;
    const bar = await page.locator('.topbar .logo').boundingBox();
    const menu = await page.locator('#mobile-menu .logo').boundingBox();
    if (JSON.stringify(bar) !== JSON.stringify(menu))
      problems.push(`the logo moves when the menu opens, ${JSON.stringify(bar)} → ${JSON.stringify(menu)}`);
    const call = page.locator(`#mobile-menu a[href="tel:${general.tel}"]`);
    if (!(await call.isVisible()) || !(await call.innerText()).includes(general.display))
      problems.push(`the menu ends without the firm's number to call (${general.display})`);
  }
  const links = phone ? page.locator('#mobile-menu .mobile-menu__link') : page.locator('.topbar__link');
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
    problems.push(`menu marks ${JSON.stringify(names)}, expected « ${expected ?? 'none'} »`);
  else if (marked.some((link) => !link.seen)) problems.push(`menu marks « ${expected} » but draws it as the others`);
  return problems;
}
