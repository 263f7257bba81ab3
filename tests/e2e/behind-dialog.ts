// What of the page behind the open dialog a visitor could still reach: every visible control that takes focus or a tap.
import type { Page } from '@playwright/test';

/** Each control of the page behind the open dialog: focus() must leave focus inside it, and a tap at its centre must land
 *  on the dialog or its backdrop. Returns the controls that fail either, and how many were tried. */
export async function reachableBehindDialog(page: Page) {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]')!;
    const controls = [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select')].filter(
      (element) => !dialog.contains(element) && element.getClientRects().length > 0,
    );
    const describe = (element: Element) => element.outerHTML.slice(0, 80);
    return {
      tried: controls.length,
      focused: controls
        .filter((element) => {
          element.focus();
          return document.activeElement === element;
        })
        .map(describe),
      tapped: controls
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return hit !== null && element.contains(hit);
        })
        .map(describe),
    };
  });
}
