// Where a line of text ends in the page, checked in the page: never inside a short hyphenated word (« est-il »,
// “full-time”), between an amount and its unit or operator (« 292 $ × 12 »), after a one-letter word (« à »), inside
// “7 days” or “9 a.m.”, between a day and its month, nor before a card link's arrow. Used by line-breaks.spec.ts.
import type { Page } from '@playwright/test';

/** Every forbidden line end on the page, one line per problem naming the words around it (empty when none). */
export async function badLineBreaks(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const problems: string[] = [];
    const units = String.raw`\$|%|h\b|×|=|jours?\b|mois\b|heures?\b|ans?\b|a\.m\.|p\.m\.|days?\b|hours?\b|weeks?\b|months?\b|years?\b`;
    const months = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
    const monthsEn = 'January|February|March|April|May|June|July|August|September|October|November|December';
    // [what ends the line, what starts the next one, what the reader sees broken]
    const rules: [RegExp, RegExp, string][] = [
      [/\d$/, new RegExp(`^(?:${units})`, 'u'), 'a number split from its unit or operator'],
      [/[$%]$/, /^[×=]/, 'an amount split from its operator'],
      [/[×=]$/, /^[\d$]/, 'an operator split from its number'],
      [/(?:^|[\s(«“])\p{L}$/u, /^./u, 'a line ending in a one-letter word'],
      [/\d$/, new RegExp(`^(?:${months})`, 'u'), 'a day split from its month'],
      [new RegExp(`(?:${monthsEn})$`), /^\d/, 'a month split from its day'],
    ];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('.visually-hidden, [aria-hidden="true"], dialog:not([open])')
      );
    };
    const rectOf = (node: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return [...range.getClientRects()].find((rect) => rect.width > 0);
    };
    // Runs of adjacent text nodes under one element (React writes “{amount} × {months}” as several), read as one text.
    for (const element of document.body.querySelectorAll('*')) {
      if (['SCRIPT', 'STYLE', 'svg', 'TITLE'].includes(element.tagName) || !shown(element)) continue;
      let run: Text[] = [];
      const flush = () => {
        if (run.length === 0) return;
        const places: [Text, number][] = [];
        let text = '';
        for (const node of run)
          for (let index = 0; index < node.data.length; index++) {
            places.push([node, index]);
            text += node.data[index];
          }
        run = [];
        // A break is possible after a space or a hyphen: where the next visible character starts a lower line.
        for (let at = 0; at < text.length - 1; at++) {
          if (!/[\s\u00a0-]/.test(text[at]!)) continue;
          let next = at + 1;
          while (next < text.length && /[\s\u2060]/.test(text[next]!)) next++;
          if (next >= text.length) break;
          let last = text[at] === '-' ? at : at - 1;
          while (last >= 0 && /[\s\u00a0\u2060]/.test(text[last]!)) last--;
          if (last < 0) continue;
          const before = rectOf(...places[last]!);
          const after = rectOf(...places[next]!);
          if (!before || !after || after.top < before.bottom - 2) continue;
          const left = text
            .slice(0, last + 1)
            .replace(/[\u00a0\u2060]/g, ' ')
            .replace(/\u2060/g, '');
          const right = text.slice(next).replace(/[\u00a0\u2060]/g, '');
          // A hyphenated word of at most 14 characters (« est-il », “home-office”) is short: it never splits.
          const head = /[\p{L}\p{N}’'-]*-$/u.exec(left)?.[0] ?? '';
          const tail = /^[\p{L}\p{N}’'-]*/u.exec(right)?.[0] ?? '';
          if (head !== '' && tail !== '' && (head + tail).length <= 14)
            problems.push(
              `${location.pathname}: a short hyphenated word split at its hyphen: “…${left.slice(-25)}⏎${right.slice(0, 20)}…”`,
            );
          for (const [ends, starts, what] of rules) {
            if (ends.test(left.replace(/ +$/, '')) && starts.test(right)) {
              const words = `${left.slice(-25)}⏎${right.slice(0, 20)}`.replace(/\s+/g, ' ');
              problems.push(`${location.pathname}: ${what}: “…${words}…”`);
            }
          }
        }
      };
      for (const child of element.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) run.push(child as Text);
        else flush();
      }
      flush();
    }
    // A card link’s arrow (drawn after its words) stays on the line of its last word.
    for (const link of document.querySelectorAll<HTMLElement>('.card__link')) {
      if (!shown(link) || getComputedStyle(link).backgroundImage === 'none') continue;
      const words = link.textContent ?? '';
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let lastText: Text | undefined;
      while (walker.nextNode())
        if ((walker.currentNode as Text).data.trim() !== '') lastText = walker.currentNode as Text;
      if (!lastText) continue;
      const end = lastText.data.replace(/[\s\u2060]+$/, '').length - 1;
      const lastLetter = rectOf(lastText, end);
      const boxes = [...link.getClientRects()];
      const lastBox = boxes.at(-1);
      if (lastLetter && lastBox && lastBox.top > lastLetter.bottom - 2)
        problems.push(`${location.pathname}: a card link's arrow alone on its line: “${words.trim()}”`);
    }
    return problems;
  });
}
