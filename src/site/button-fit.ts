// Whether each button's label fits, measured in a drawn page: on one line, whole, inside its card's (or else its column's) padding. One rule for the content gate (tests/e2e/layout.ts) and the editor's phone-width check.

/** A button whose label does not fit, in plain data (a gate's page.evaluate hands it over as JSON). */
export type ButtonMisfit = {
  /** The button's rank among the root's buttons (`.button, button`), in document order. */
  index: number;
  /** What the button says, visible words only, spaces as drawn (French typography's no-break spaces kept). */
  label: string;
  /** The button's tag and classes and its first words, for a gate's message. */
  where: string;
  /** What is wrong: on several lines, cut off inside its own box, out of its card's or column's padding. */
  kind: 'lines' | 'cut' | 'outside';
  lines: number;
  /** For `cut`: the label's width and the button's inner width, in px. */
  scrollWidth: number;
  clientWidth: number;
  /** For `outside`: whose padding it crosses. */
  box?: 'card' | 'column';
  /** How many px too wide the label is, and a label character's mean width: `overflow / perChar` characters too many. */
  overflow: number;
  perChar: number;
};

/** The rule a misfit names as a problem (Problem.rule): the editor shows it as a warning, Save is not held for it. */
export const PHONE_WIDTH = 'phone-width';

/**
 * Every button of `root` (shown) whose label does not fit. Self-contained: Playwright sends its source to the page, so it
 * uses nothing from outside its body.
 */
export function buttonMisfits(root: Element): ButtonMisfit[] {
  const TOLERANCE = 2;
  const misfits: ButtonMisfit[] = [];
  // The element's own window: the editor measures a frame's page from its own window.
  const styleOf = (element: Element) => (element.ownerDocument.defaultView ?? window).getComputedStyle(element);
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      styleOf(element).visibility !== 'hidden' &&
      !element.closest('.visually-hidden')
    );
  };
  const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const where = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} “${words(element)}”`;
  /** The label's visible text boxes: their distinct tops are its lines, their widths its length as drawn. */
  const textBoxes = (element: Element) => {
    const boxes: DOMRect[] = [];
    let text = '';
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.visually-hidden')) continue;
      text += node.textContent;
      const range = element.ownerDocument.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) boxes.push(box);
    }
    return { boxes, text: text.replace(/[ \t\n\r]+/g, ' ').trim() };
  };
  // Links drawn as buttons, and buttons.
  const buttons = [...root.querySelectorAll('.button, button')];
  buttons.forEach((button, index) => {
    if (!shown(button)) return;
    const { boxes, text } = textBoxes(button);
    const tops: number[] = [];
    for (const box of boxes) if (!tops.some((top) => Math.abs(top - box.top) <= TOLERANCE + 2)) tops.push(box.top);
    const drawn = boxes.reduce((sum, box) => sum + box.width, 0);
    const perChar = text.length > 0 ? drawn / text.length : 8;
    const style = styleOf(button);
    const inner = button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const base = {
      index,
      label: text,
      where: where(button),
      lines: tops.length,
      scrollWidth: button.scrollWidth,
      clientWidth: button.clientWidth,
      perChar,
    };
    if (tops.length > 1) misfits.push({ ...base, kind: 'lines', overflow: Math.max(1, drawn - inner) });
    if (button.scrollWidth > button.clientWidth + 1)
      misfits.push({ ...base, kind: 'cut', overflow: button.scrollWidth - button.clientWidth });
    // Inside the padding of its card, or else of its column: a label too long for a phone pushed a banner's button
    // out to 9 px from the screen's edges, past the text above it.
    const box = button.closest('.card') ?? button.closest('.container');
    if (box) {
      const boxStyle = styleOf(box);
      const outer = box.getBoundingClientRect();
      const left = outer.left + parseFloat(boxStyle.paddingLeft) + parseFloat(boxStyle.borderLeftWidth);
      const right = outer.right - parseFloat(boxStyle.paddingRight) - parseFloat(boxStyle.borderRightWidth);
      const edges = button.getBoundingClientRect();
      if (edges.left < left - 1 || edges.right > right + 1)
        misfits.push({
          ...base,
          kind: 'outside',
          box: box.classList.contains('card') ? 'card' : 'column',
          overflow: Math.max(0, left - edges.left) + Math.max(0, edges.right - right),
        });
    }
  });
  return misfits;
}

/** The gate's line for a misfit (tests/e2e/layout.ts), as it read before the rule moved here. */
export function misfitLine(misfit: ButtonMisfit): string {
  if (misfit.kind === 'lines') return `button on ${misfit.lines} lines: ${misfit.where}`;
  if (misfit.kind === 'cut')
    return `button label cut off (${misfit.scrollWidth} px in ${misfit.clientWidth} px): ${misfit.where}`;
  return `button sticks out of its ${misfit.box}'s padding: ${misfit.where}`;
}

/** About how many characters to take out for the label to fit (rounded up, at least one). */
export const charactersTooMany = (misfit: ButtonMisfit): number =>
  Math.max(1, Math.ceil(misfit.overflow / Math.max(1, misfit.perChar)));
