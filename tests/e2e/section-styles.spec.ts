// A section's own styles win over the shared ones: in the page's one stylesheet, every rule of src/styles/site.css comes
// before those of src/sections/<type>/<type>.css, and the sections follow their folders' order (as the source has them).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';

const sectionsDir = 'src/sections';
const sheets = [
  'src/styles/site.css',
  ...readdirSync(sectionsDir)
    .sort()
    .map((folder) => join(sectionsDir, folder, `${folder}.css`))
    .filter((file) => {
      try {
        return readFileSync(file, 'utf8') !== '';
      } catch {
        return false;
      }
    }),
];
/** A selector list without its spaces, as written in the source and as the browser gives it back, whatever the minifier did. */
const key = (selector: string) => selector.replace(/\s+/g, '');
/** The sheet each selector list belongs to; a list written in two sheets tells nothing about order and is left out. */
const sheetOf = new Map<string, string>();
for (const sheet of sheets)
  for (const [, prelude] of readFileSync(sheet, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .matchAll(/([^{};]+)\{/g)) {
    const selector = key(prelude!);
    if (selector.startsWith('@') || /^(from|to|[\d.]+%)$/.test(selector)) continue;
    sheetOf.set(selector, sheetOf.has(selector) && sheetOf.get(selector) !== sheet ? '' : sheet);
  }

test("each section's own styles come after the shared ones, in folder order", async ({ page }) => {
  await page.goto('/');
  const selectors = await page.evaluate(() => {
    const flat = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule
          ? [rule.selectorText]
          : 'cssRules' in rule
            ? flat(rule.cssRules as CSSRuleList)
            : [],
      );
    return [...document.styleSheets].flatMap((sheet) => flat(sheet.cssRules));
  });
  const order = selectors
    .map((selector) => sheetOf.get(key(selector)))
    .filter((sheet) => sheet !== undefined && sheet !== '');
  // Each sheet's rules as one run, the runs in the order of `sheets`.
  const runs = order.filter((sheet, index) => sheet !== order[index - 1]);
  expect(runs, 'the stylesheets in the order the page has their rules').toEqual(sheets);
});
