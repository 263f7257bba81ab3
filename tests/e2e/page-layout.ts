// Page-level layout a visitor judges at a glance, measured in the page: where the section after the hero begins, the left
// edges of the sections' content columns, and empty space opened inside a card by its taller neighbours.
import type { Page } from '@playwright/test';

/** The section after a first-section hero, when there is one: where its first line of content begins on the page. */
export async function afterHero(page: Page): Promise<{ section: string; contentTop: number } | null> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll('main > section')];
    const [first, next] = sections;
    if (!first?.classList.contains('hero') || !next) return null;
    // A bare background change at the fold is not a section a visitor sees begin: its first text or drawn box is.
    let top = Number.POSITIVE_INFINITY;
    for (const element of next.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden')) continue;
      const style = getComputedStyle(element);
      const draws =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none';
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (draws || hasText) top = Math.min(top, box.top);
    }
    const heading = next.querySelector('h2, h3');
    const name = `${next.className.split(' ')[0]}${heading ? ` « ${(heading.textContent ?? '').trim().slice(0, 40)} »` : ''}`;
    return { section: name, contentTop: Math.round(top + window.scrollY) };
  });
}

/** Each section's content column: the left edge of each block of its content, decorations and centred bands aside. */
export async function contentEdges(page: Page): Promise<{ section: string; left: number }[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const edges: { section: string; left: number }[] = [];
    /** Where a block's ink begins: its text and the boxes it draws (a grid's invisible box is not seen, its cards are). */
    const inkLeft = (block: Element) => {
      let left = Number.POSITIVE_INFINITY;
      for (const element of [block, ...block.querySelectorAll('*')]) {
        // Drawings hidden from assistive technology are decoration, not a column; an icon is (its svg is hidden itself).
        const hidden = element.closest('[aria-hidden="true"]');
        if (element.closest('.visually-hidden') || (hidden && hidden.tagName.toLowerCase() !== 'svg')) continue;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
        const before = getComputedStyle(element, '::before');
        const draws =
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          parseFloat(style.borderLeftWidth) > 0 ||
          style.boxShadow !== 'none' ||
          element.tagName.toLowerCase() === 'svg' ||
          // A drawn bullet or tick (the checklist's) or a circle behind an icon, at the left of its element.
          (before.content !== 'none' &&
            (before.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(before.borderLeftWidth) > 0)) ||
          // A list's bullets hang in its own box, left of its text.
          (['UL', 'OL'].includes(element.tagName) && style.listStyleType !== 'none');
        if (draws) left = Math.min(left, box.left);
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) if (line.width > 0) left = Math.min(left, line.left);
        }
      }
      return left;
    };
    for (const section of document.querySelectorAll('main > section, main > article')) {
      const heading = section.querySelector('h1, h2, h3');
      const name = `${section.className.split(' ')[0]}${heading ? ` « ${(heading.textContent ?? '').trim().slice(0, 40)} »` : ''}`;
      for (const column of section.querySelectorAll('.container')) {
        // A centred band (the booking call, a row of reassurances) has no left edge a reader follows.
        const band = getComputedStyle(column);
        if (band.textAlign === 'center' || (band.display.includes('flex') && band.justifyContent === 'center'))
          continue;
        // Blocks side by side (a grid of cards, the hero's text and drawing) make one block; stacked ones each count.
        // A column that draws its own box (a callout) is one block too.
        const style = getComputedStyle(column);
        const whole =
          style.display.includes('grid') ||
          style.display.includes('flex') ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          parseFloat(style.borderLeftWidth) > 0;
        const blocks = whole ? [column] : [...column.children];
        for (const block of blocks) {
          const left = inkLeft(block);
          if (Number.isFinite(left)) edges.push({ section: name, left: Math.round(left) });
        }
      }
    }
    return edges;
  });
}

/** Empty space inside a card taller than `limit` px between two of its parts. Space above its last part (its button or
 *  link) is left out: it
 *  is where a short card's button waits to line up with its row's. */
export async function cardGaps(page: Page, limit: number): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((limit) => {
    const gaps: string[] = [];
    for (const card of document.querySelectorAll('.card-grid > .card')) {
      if (card.getBoundingClientRect().height === 0) continue;
      // The card's ink from top to bottom: text lines and drawn boxes (icon square, button), padding left out.
      const spans: [number, number, boolean][] = [];
      for (const element of card.querySelectorAll('*')) {
        if (element.closest('.visually-hidden')) continue;
        const box = element.getBoundingClientRect();
        if (box.height === 0) continue;
        const style = getComputedStyle(element);
        // A box drawn by a colour, a gradient (an article's band) or a border is ink.
        if (
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage !== 'none' ||
          parseFloat(style.borderTopWidth) > 0
        )
          spans.push([box.top, box.bottom, element.closest('.card > :last-child') !== null]);
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects())
            if (line.height > 0) spans.push([line.top, line.bottom, element.closest('.card > :last-child') !== null]);
        }
      }
      spans.sort((a, b) => a[0] - b[0]);
      let reach = spans[0]?.[1] ?? 0;
      for (const [top, bottom, foot] of spans.slice(1)) {
        if (!foot && top - reach > limit) {
          const title = (card.querySelector('.card__title')?.textContent ?? '').trim();
          gaps.push(`« ${title} »: ${Math.round(top - reach)} px of empty space inside the card`);
        }
        reach = Math.max(reach, bottom);
      }
    }
    return gaps;
  }, limit);
}

/** In every card of a grid, the space between the ink of each part and the next (title, price, text, link), when it is
 *  under `least` px: where a long price note runs into the description, the two read as one block (review 5 saw 8 px). */
export async function crampedCardParts(page: Page, least: number): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((least) => {
    const cramped: string[] = [];
    /** The top and bottom of a part's ink: its text lines and the boxes it draws. */
    const ink = (part: Element): [number, number] | null => {
      let top = Number.POSITIVE_INFINITY;
      let bottom = Number.NEGATIVE_INFINITY;
      for (const element of [part, ...part.querySelectorAll('*')]) {
        if (element.closest('.visually-hidden')) continue;
        const box = element.getBoundingClientRect();
        if (box.height === 0 || box.width === 0) continue;
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden') continue;
        if (
          element !== part &&
          (style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
            parseFloat(style.borderTopWidth) > 0 ||
            element.tagName.toLowerCase() === 'svg')
        ) {
          top = Math.min(top, box.top);
          bottom = Math.max(bottom, box.bottom);
        }
        for (const node of element.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (line.height === 0) continue;
            top = Math.min(top, line.top);
            bottom = Math.max(bottom, line.bottom);
          }
        }
      }
      return Number.isFinite(top) ? [top, bottom] : null;
    };
    // The cards drawn in parts that line up across a row: their parts are what a long one can push into the next.
    for (const card of document.querySelectorAll('main .card-grid--parts > .card')) {
      if (card.getBoundingClientRect().height === 0) continue;
      const title = (card.querySelector('.card__title')?.textContent ?? '').trim().slice(0, 40);
      const parts = [...card.querySelectorAll('.card__head, .card__pricing, .card__body, .card__foot')]
        .map((part) => ({
          name: (part.getAttribute('class') ?? part.tagName).split(' ')[0]!,
          ink: ink(part),
          box: part.getBoundingClientRect(),
        }))
        .filter((part): part is { name: string; ink: [number, number]; box: DOMRect } => part.ink !== null);
      for (const [index, part] of parts.entries()) {
        // Against the part above it in its column: parts side by side (a plan alone, in two columns) are not stacked.
        const before = parts
          .slice(0, index)
          .reverse()
          .find((other) => other.box.left < part.box.right && part.box.left < other.box.right);
        if (!before) continue;
        const gap = part.ink[0] - before.ink[1];
        if (gap < least) cramped.push(`« ${title} »: ${Math.round(gap)} px between ${before.name} and ${part.name}`);
      }
    }
    return cramped;
  }, least);
}
