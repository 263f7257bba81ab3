// Accessibility violations of the page as it is now, by two engines: axe-core (WCAG 2.2 AA and best practices) and IBM's
// accessibility-checker-engine. Each catches faults the other misses (IBM: label in name, aria-controls naming a
// missing id, a focusable background behind a dialog).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { drawWholePage } from './whole-page.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const engine = (file: string) => readFileSync(createRequire(import.meta.url).resolve(file), 'utf8');
const ibmEngine = engine('accessibility-checker-engine/ace.js');
const axeEngine = engine('axe-core/axe.min.js');

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

/**
 * What the engines find on the page as it is now, as they find it when run by hand or by Lighthouse on a fresh load: no
 * scrolling and nothing drawn ahead first. Parts of the page below the first screen are drawn only when they come near
 * (content-visibility in site.css); an engine reading colours from what is drawn saw the footer's white links on the
 * page's background when the footer was among them, though this check, drawing the whole page first, said nothing.
 * Then the colours of the whole page, drawn as a visitor scrolling through it sees it: what a fresh load leaves out.
 * `ibm: false` leaves IBM's engine out: the routes' checks run it at one width, the page's markup being the same at both.
 */
export async function accessibilityViolations(page: Page, { ibm = true } = {}): Promise<string[]> {
  // axe runs in the page itself, loaded once for both of its runs: through @axe-core/playwright each run cost 250 ms
  // more (it loads axe again and sets it up per call), about 30 s of the content gate. What that gave beyond this, the
  // inside of cross-origin frames, is the booking calendar's, out of reach. Only violations are read: the other kinds
  // keep one node each rather than every node checked, each sent from the page to the test runner.
  await page.evaluate(`${axeEngine};0`);
  const fresh = [
    ...(await axeViolations(page, { type: 'tag', values: tags }, 'on a fresh load')),
    ...(ibm ? await ibmViolations(page) : []),
  ];
  await drawWholePage(page);
  try {
    return [
      ...fresh,
      ...(await axeViolations(page, { type: 'rule', values: ['color-contrast'] }, 'once scrolled through')),
    ];
  } finally {
    await drawWholePage(page, false);
  }
}

/** What axe (loaded in the page) finds among the rules or tags named, each with the first three elements it names. */
async function axeViolations(
  page: Page,
  runOnly: { type: 'tag' | 'rule'; values: string[] },
  when: string,
): Promise<string[]> {
  const found = await page.evaluate(async (only) => {
    type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
    };
    const results = await axe.run(document, { runOnly: only, resultTypes: ['violations'], iframes: false });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, runOnly);
  return found.map(
    (violation) =>
      `axe ${violation.id} (${violation.impact}) ${when}: ${violation.help} — ${violation.targets.join(', ')}`,
  );
}
