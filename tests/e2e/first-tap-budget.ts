// What a route may download before a visitor's first tap: at most 85 KB of gzipped code, 24 KB of its content and 30 KB
// of font, nothing its HTML did not announce, and its text drawn in the site's face. Measured on the load routes.spec
// makes anyway (a load of its own per route cost the content gate 44 s of browser time).
import type { Page } from '@playwright/test';
import { bytesBeforeFirstTap, contentScripts, type NetworkLog } from '../../bench/measure.ts';

const JS_BUDGET_BYTES = 85 * 1024;
const CONTENT_BUDGET_BYTES = 24 * 1024;
/** The latin subset of the site's variable face (28.7 KB), all French needs; another subset is a cost to see. */
const FONT_BUDGET_BYTES = 30 * 1024;
/** React alone is about 60 KB: a route counted under this was measured wrong (its requests were not seen). */
const LEAST_CODE_BYTES = 50 * 1024;

// The code is the product's; the content modules (the route's words and prices, its language's settings) grow with
// what marketers write, so they have a budget of their own: adding a question must never turn the code budget red.
// Counted from what Chromium fetched, not from what the HTML names: modules a page fetched at idle, before any tap,
// were once 2,150 bytes the HTML did not announce and a count of the HTML did not see.
export async function firstTapBudgetProblems(
  page: Page,
  network: NetworkLog,
  dist: string,
  path: string,
): Promise<string[]> {
  const { code, content, unannounced, fontBytes, fonts } = await bytesBeforeFirstTap(page, network, dist, path);
  const problems: string[] = [];
  // The site's face, drawn whatever the visitor's system font, from one file of its latin subset.
  const drawn = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Source Sans 3' && face.status === 'loaded',
    );
  });
  if (!drawn) problems.push('its text is not drawn in Source Sans 3 (the system’s font instead)');
  if (fontBytes > FONT_BUDGET_BYTES)
    problems.push(`${fontBytes} bytes of fonts (${fonts.join(', ')}; budget ${FONT_BUDGET_BYTES})`);
  if (code > JS_BUDGET_BYTES) problems.push(`${code} bytes of code (budget ${JS_BUDGET_BYTES})`);
  if (code < LEAST_CODE_BYTES) problems.push(`only ${code} bytes of code seen: the measure missed requests`);
  if (content > CONTENT_BUDGET_BYTES) problems.push(`${content} bytes of content (budget ${CONTENT_BUDGET_BYTES})`);
  if (unannounced.length > 0)
    problems.push(`fetched before any tap without its HTML announcing it: ${unannounced.join(', ')}`);
  if (contentScripts(dist, path).length !== 2)
    problems.push('its content is not its own module and its language’s settings');
  return problems;
}
