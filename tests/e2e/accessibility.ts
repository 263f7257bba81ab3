// Accessibility violations of the page as it is now, by two engines: axe-core (WCAG 2.2 AA and best practices) and IBM's
// accessibility-checker-engine. Each catches faults the other misses (IBM: label in name, aria-controls naming a
// missing id, a focusable background behind a dialog).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { drawWholePage } from './whole-page.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const ibmEngine = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

/**
 * The one accepted IBM finding: the skip link sits before the landmarks on purpose (it is the first thing a keyboard
 * reaches and jumps into <main>). Excluded by rule and element only.
 */
const accepted = (ruleId: string, snippet: string) =>
  ruleId === 'aria_content_in_landmark' && /^<a [^>]*class="skip-link"/.test(snippet);

async function ibmViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the site's CSP refuses inline scripts, as it should.
  await page.evaluate(`${ibmEngine};0`);
  const found = await page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string; snippet: string };
    const checker = new (
      window as unknown as {
        ace: { Checker: new () => { check(doc: Document, rulesets: string[]): Promise<{ results: Result[] }> } };
      }
    ).ace.Checker();
    const report = await checker.check(document, ['IBM_Accessibility']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map(({ ruleId, path, message, snippet }) => ({ ruleId, message, snippet: `${snippet} at ${path.dom}` }));
  });
  return found
    .filter((result) => !accepted(result.ruleId, result.snippet))
    .map((result) => `IBM ${result.ruleId}: ${result.message} — ${result.snippet}`);
}

export async function accessibilityViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself, rather than gathering its results in a new blank page (0.3-0.5 s a call,
  // a third of a check). What it gives up, the inside of cross-origin frames, is the booking calendar's, out of reach.
  // Only violations are read: the other kinds keep one node each rather than every node checked (52 KB of results on a
  // pricing page rather than 296 KB, each sent from the page to the test runner).
  // The engines read colours from what is drawn: a white link of the footer, not drawn yet, was measured on no background.
  await drawWholePage(page);
  try {
    const results = await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(tags)
      .setLegacyMode()
      .analyze();
    const axe = results.violations.map(
      (violation) =>
        `axe ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    return [...axe, ...(await ibmViolations(page))];
  } finally {
    await drawWholePage(page, false);
  }
}
