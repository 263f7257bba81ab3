// Draws every part of a page at once, as a visitor scrolling through it sees it: below the first, sections (and the footer) are drawn only when they come near the screen (content-visibility in site.css), and until then what reads rendered text (innerText) or colours (the accessibility engines) finds them empty.
import type { Page } from '@playwright/test';

/** `drawn = false` gives the page back its own drawing, a part at a time. */
export async function drawWholePage(page: Page, drawn = true): Promise<void> {
  await page.evaluate(
    (value) => {
      for (const part of document.querySelectorAll<HTMLElement>('main > section, .footer'))
        part.style.contentVisibility = value;
    },
    drawn ? 'visible' : '',
  );
}
