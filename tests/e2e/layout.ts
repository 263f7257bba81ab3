// The layout rules a visitor sees broken at a glance, checked in the page: nothing cut off by its section, no button label on two lines or cut off, the
// cards of a row lined up part by part (titles, prices, buttons), buttons on every card of a grid or on none, and
// nothing wider than the screen. Used on every route by routes.spec.ts and on the not-found pages and dialogs by geometry.spec.ts.
import type { Page } from '@playwright/test';
import { buttonMisfits, misfitLine } from '../../src/site/button-fit.ts';

/** Everything on the screen that breaks the layout rules, one line per problem (empty when the page is right). */
export async function layoutProblems(page: Page, within = 'body'): Promise<string[]> {
  // Wait for the layout to settle: fonts, and the hydration's last render.
  await page.evaluate(() => document.fonts.ready);
  // Every button's label on one line, whole, inside its card: the rule the editor applies at a phone's width too.
  const buttons = (await page.locator(within).evaluate(buttonMisfits)).map(misfitLine);
  const rest = await page.locator(within).evaluate((root) => {
    const problems: string[] = [];
    const TOLERANCE = 2;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('.visually-hidden')
      );
    };
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const where = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} “${words(element)}”`;

    // Nothing wider than the screen: the page never scrolls sideways.
    const screen = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > screen) {
      const wide = [...root.querySelectorAll('*')].filter(
        (element) => shown(element) && element.getBoundingClientRect().right > screen + 1,
      );
      const deepest = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)));
      problems.push(
        `the page is ${document.documentElement.scrollWidth} px wide on a ${screen} px screen: ${deepest.slice(0, 3).map(where).join('; ')}`,
      );
    }

    // Nothing cut off by its section: below the first, a section draws only inside its own box (content-visibility in
    // site.css), so a card's badge above it or a table wider than it would be cut, not scroll the page. Parts that clip
    // or scroll their own content are checked themselves, not what is inside them.
    for (const section of root.querySelectorAll('main > section ~ section')) {
      const edge = section.getBoundingClientRect();
      const cut = [...section.querySelectorAll('*')].filter((element) => {
        // checkVisibility: not the answer of a closed question (<details>), which the browser does not draw.
        if (!shown(element) || !element.checkVisibility()) return false;
        const box = element.getBoundingClientRect();
        if (
          box.top >= edge.top - 1 &&
          box.bottom <= edge.bottom + 1 &&
          box.left >= edge.left - 1 &&
          box.right <= edge.right + 1
        )
          return false;
        for (let parent = element.parentElement; parent && parent !== section; parent = parent.parentElement)
          if (getComputedStyle(parent).overflow !== 'visible') return false;
        return true;
      });
      if (cut.length > 0) problems.push(`cut off at the edge of its section: ${cut.slice(0, 3).map(where).join('; ')}`);
    }

    // Cards of one row: titles, prices and feet (buttons, links) at the same height; buttons on all cards of a grid or none.
    for (const grid of root.querySelectorAll('.card-grid')) {
      const cards = [...grid.children].filter(shown);
      const rows: Element[][] = [];
      for (const card of cards) {
        const top = card.getBoundingClientRect().top;
        const row = rows.find((candidate) => Math.abs(candidate[0]!.getBoundingClientRect().top - top) <= TOLERANCE);
        if (row) row.push(card);
        else rows.push([card]);
      }
      for (const row of rows.filter((candidate) => candidate.length > 1)) {
        for (const [part, selector] of [
          ['title', '.card__title'],
          ['price', '.price__amount'],
          ['button or link', '.card__foot'],
        ] as const) {
          const parts = row
            .map((card) => card.querySelector(selector))
            .filter((element): element is Element => element !== null && shown(element));
          if (parts.length < 2) continue;
          const tops = parts.map((element) => element.getBoundingClientRect().top);
          if (Math.max(...tops) - Math.min(...tops) > TOLERANCE)
            problems.push(
              `the ${part}s of a row of cards are ${Math.round(Math.max(...tops) - Math.min(...tops))} px apart: ${parts.map(words).join(' / ')}`,
            );
        }
      }
      const withButtons = cards.filter((card) => card.querySelector('.button'));
      if (withButtons.length > 0 && withButtons.length < cards.length)
        problems.push(
          `${withButtons.length} of ${cards.length} cards have a button: ${cards.map((card) => words(card.querySelector('.card__title') ?? card)).join(' / ')}`,
        );
      for (const card of cards) {
        const style = getComputedStyle(card);
        const inner =
          card.getBoundingClientRect().width -
          parseFloat(style.paddingLeft) -
          parseFloat(style.paddingRight) -
          parseFloat(style.borderLeftWidth) -
          parseFloat(style.borderRightWidth);
        const widths = [...card.querySelectorAll('.button')]
          .filter(shown)
          .map((button) => button.getBoundingClientRect().width >= inner - TOLERANCE);
        if (widths.includes(true) && widths.includes(false))
          problems.push(
            `a card mixes full-width and narrow buttons: ${words(card.querySelector('.card__title') ?? card)}`,
          );
      }
    }
    return problems;
  });
  return [...rest, ...buttons];
}
